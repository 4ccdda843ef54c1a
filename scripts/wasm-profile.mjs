#!/usr/bin/env node
// Where the bench's time goes in the two WebAssembly engines, function by
// function: V8's sampling profiler over the CLI's WebAssembly build under
// node and over the same code built as a page in headless Chromium.
//
//   cmake --preset web -B /tmp/web-prof -DCMAKE_EXE_LINKER_FLAGS=--profiling-funcs
//   cmake --build /tmp/web-prof --target landlord-cli bench_page
//   node scripts/wasm-profile.mjs /tmp/web-prof [--games 3000] [--top 20] [--rounds 2]
//
// The builds keep their function names (--profiling-funcs). Each round
// profiles one node run and one Chromium run, one after the other, with a
// sample every millisecond; the last round's self times are printed side by
// side (milliseconds, and Chromium's time over node's), with each run's
// bench figures. The profiler slows both engines down, and this machine's
// speed moves from one minute to the next: compare the shape (which
// functions take more, what is outside WebAssembly: "(program)", "(idle)"),
// not single figures. Builds nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };
const dir = args[0] && !args[0].startsWith('--') ? path.resolve(args[0]) : null;
if (!dir) {
  console.error('usage: node scripts/wasm-profile.mjs BUILD_DIR [--games N] [--top K] [--rounds R]');
  process.exit(2);
}
const games = opt('--games', '3000');
const top = Number(opt('--top', '20'));
const rounds = Number(opt('--rounds', '2'));
const nodeCli = path.join(dir, 'src', 'cli', 'landlord-cli.js');
const pageDir = path.join(dir, 'bench-page');
const editions = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'assets', 'editions');
for (const f of [nodeCli, path.join(pageDir, 'index.html')]) {
  if (!fs.existsSync(f)) {
    console.error(`wasm-profile: no ${f}: build landlord-cli and bench_page in ${dir} first`);
    process.exit(2);
  }
}

// Self time per function name (microseconds) of a V8 .cpuprofile.
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] || 0;
    const n = byId.get(id);
    const name = n.callFrame.functionName || `(${n.callFrame.url || 'anonymous'})`;
    self.set(name, (self.get(name) || 0) + dt);
    total += dt;
  });
  return { self, total };
}

const figures = (out) => out.split('\n').filter((l) => /^(CPU seconds|player-turns per CPU-second):/.test(l)).join(', ');

function profileNode() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wasm-profile-'));
  try {
    const out = execFileSync(process.execPath, ['--no-experimental-fetch', '--cpu-prof', '--cpu-prof-interval', '1000',
      '--cpu-prof-dir', tmp, nodeCli, 'bench', '--games', games, '--editions', editions], { encoding: 'utf8' });
    const file = fs.readdirSync(tmp).find((f) => f.endsWith('.cpuprofile'));
    return { out, ...selfTimes(JSON.parse(fs.readFileSync(path.join(tmp, file), 'utf8'))) };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const server = await startServer({ dir: pageDir, base: '/bench/' });
const browser = await launchChromium();
async function profileChromium() {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
    const q = ['bench', '--games', games, '--editions', '/editions'].map((a) => `arg=${encodeURIComponent(a)}`).join('&');
    await page.goto(`${server.url}index.html?${q}`);
    await page.waitForFunction(() => window.__cli, null, { timeout: 1800000, polling: 250 });
    const { profile } = await cdp.send('Profiler.stop');
    const { out } = await page.evaluate(() => window.__cli);
    return { out, ...selfTimes(profile) };
  } finally {
    await context.close();
  }
}

let node, chromium;
try {
  for (let r = 1; r <= rounds; r++) {
    node = profileNode();
    chromium = await profileChromium();
    console.log(`round ${r}: node ${figures(node.out)}; chromium ${figures(chromium.out)}`);
  }
} finally {
  await browser.close();
  await server.close();
}
const ms = (us) => (us / 1000).toFixed(0).padStart(7);
console.log(`self time, ms (last round; profiles of ${ms(node.total).trim()} and ${ms(chromium.total).trim()} ms):`);
console.log(`${'node'.padStart(7)} ${'chromium'.padStart(8)}  ratio  function`);
const names = [...new Set([...chromium.self.keys(), ...node.self.keys()])]
  .sort((a, b) => (chromium.self.get(b) || 0) - (chromium.self.get(a) || 0)).slice(0, top);
for (const name of names) {
  const n = node.self.get(name) || 0, c = chromium.self.get(name) || 0;
  const ratio = n > 0 ? `${(c / n).toFixed(2)}x` : '-';
  console.log(`${ms(n)} ${ms(c).padStart(8)} ${ratio.padStart(6)}  ${name.slice(0, 90)}`);
}
