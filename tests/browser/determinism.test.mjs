// The same seed and the same actions give the same game in the browser's
// WebAssembly engine as natively: landlord-cli built as a page
// (bench/browser, build/web/bench-page) plays the bench's 12,000 games of
// Simple bots and the golden games of Easy and Hard in headless Chromium:
// the bench's signature must be the one pinned for today's rules version
// (tests/rules-versions.txt) and every golden transcript the pinned one
// (tests/golden/transcripts), as tests/bench_signature.sh checks natively
// and under node.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../../scripts/chromium.mjs';
import { repoRoot } from './harness.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { runCliPage } from '../../scripts/cli-page.mjs';

const pageDir = process.env.LANDLORD_BENCH_PAGE_DIR || path.join(repoRoot, 'build', 'web', 'bench-page');

// The last rules version's pins: [version, bench signature, transcripts digest].
function pinned() {
  const rows = fs.readFileSync(path.join(repoRoot, 'tests', 'rules-versions.txt'), 'utf8')
    .split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => l.split(/\s+/));
  return rows[rows.length - 1].slice(0, 3);
}

let server, browser;
test.before(async () => {
  if (!fs.existsSync(path.join(pageDir, 'index.html')))
    throw new Error(`no bench page in ${pageDir}: cmake --build build/web --target bench_page`);
  server = await startServer({ dir: pageDir, base: '/bench/' });
  browser = await launchChromium();
});
test.after(async () => { await browser?.close(); await server?.close(); });

const cli = (args) => runCliPage(browser, server.url, args, 300000);

test('the bench plays the pinned games in Chromium', async () => {
  const [version, benchSig] = pinned();
  const { out, code } = await cli(['bench', '--editions', '/editions']);
  assert.equal(code, 0, out);
  const sig = /^signature: (\S+)$/m.exec(out)?.[1];
  const speed = /^player-turns per CPU-second: (\d+)$/m.exec(out)?.[1];
  console.log(`# Chromium bench: signature ${sig}, ${speed} player-turns per second (rules version ${version})`);
  assert.equal(sig, benchSig, `rules version ${version} pins ${benchSig}`);
});

test('the golden games of Easy and Hard are the pinned transcripts in Chromium', async () => {
  // The transcripts themselves are pinned by their digest for today's rules
  // version (persistence_tests RulesPin.*); --check compares every line.
  const files = fs.readdirSync(path.join(repoRoot, 'tests', 'golden', 'transcripts')).filter((f) => f.endsWith('.txt'));
  const { out, code } = await cli(['golden', '--check', '/golden', '--editions', '/editions']);
  assert.equal(code, 0, `a golden game differs from tests/golden/transcripts:\n${out}`);
  for (const f of files) assert.match(out, new RegExp(`^${f.replace('.', '\\.')}: \\d+ lines`, 'm'), `${f} was played`);
  assert.match(out, /^golden: every transcript matches$/m);
});
