#!/usr/bin/env node
// WebAssembly against native on the same bench, in one interleaved run.
//
//   cmake --build build/native --target landlord-cli
//   cmake --build build/web --target landlord-cli bench_page
//   node scripts/wasm-bench.mjs [--rounds 5] [--games 12000] [--warmup 4000]
//
// Each round runs `landlord-cli bench --games G` natively, under node (the
// CLI's WebAssembly build) and in headless Chromium (the same code built
// as a page, build/web/bench-page, served on 127.0.0.1: the WebAssembly
// engine a player's browser runs), one after the other on one thread, each
// after `--warmup` untimed games (the bench's own option: the first games
// of the run, played before its clock starts; 0 for a cold start). A
// browser compiles the page's WebAssembly lazily and then optimises it on
// background threads; on two cores that work competes with the bench for
// about its first second, which a cold run of 12,000 games counts. It
// prints every run, then the medians and the two ratios, and fails if any
// run's signature differs from the others' (speed must not change a game).
// Native time is CPU time (std::clock); under Emscripten std::clock counts
// wall time, so a busy machine lowers the WebAssembly figures, never the
// native ones: the ratios are a floor. Builds nothing.
//
// --cpu N (default 0; `any` for none): native and node run on processor N
// (taskset), so that they compare on the same hardware: on a shared
// virtual machine one processor can be far slower than the other for
// minutes at a time (docs/performance.md). In Chromium only the page's
// renderer main thread, where the bench runs, is moved to that processor
// once the bench has started (during the warm-up): the browser's other
// threads and processes stay with the scheduler, as in a player's browser
// (all of them on one processor made Chromium a third slower).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';
import { runCliPage } from './cli-page.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, def) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };
const rounds = Number(opt('--rounds', 5));
const games = String(Number(opt('--games', 12000)));
const warmup = String(Number(opt('--warmup', 4000)));
const nativeCli = path.resolve(opt('--native', path.join(root, 'build/native/src/cli/landlord-cli')));
const nodeCli = path.resolve(opt('--node', path.join(root, 'build/web/src/cli/landlord-cli.js')));
const pageDir = path.resolve(opt('--page', path.join(root, 'build/web/bench-page')));
for (const [f, how] of [[nativeCli, 'cmake --build build/native --target landlord-cli'],
  [nodeCli, 'cmake --build build/web --target landlord-cli'],
  [path.join(pageDir, 'index.html'), 'cmake --build build/web --target bench_page']]) {
  if (!fs.existsSync(f)) {
    console.error(`wasm-bench: no ${f}: ${how}`);
    process.exit(2);
  }
}

function parse(out, who) {
  const sig = /^signature: (\S+)/m.exec(out);
  const speed = /^player-turns per CPU-second: (\d+)/m.exec(out);
  if (!sig || !speed) {
    console.error(`wasm-bench: ${who} printed no bench result:\n${out}`);
    process.exit(2);
  }
  return { sig: sig[1], speed: Number(speed[1]) };
}

const editions = path.join(root, 'assets', 'editions');
const bench = ['bench', '--games', games, '--warmup', warmup, '--editions'];
const cpu = opt('--cpu', '0');
let pinned = false;
if (cpu !== 'any') {
  try {
    execFileSync('taskset', ['-c', cpu, 'true']);
    pinned = true;
  } catch {
    console.error(`wasm-bench: cannot pin to processor ${cpu} (taskset); running unpinned`);
  }
}
const run = (cmd, cmdArgs) => (pinned
  ? execFileSync('taskset', ['-c', cpu, cmd, ...cmdArgs], { encoding: 'utf8' })
  : execFileSync(cmd, cmdArgs, { encoding: 'utf8' }));
const runNative = () => parse(run(nativeCli, [...bench, editions]), 'native');
const runNode = () => parse(run(process.execPath, ['--no-experimental-fetch', nodeCli, ...bench, editions]), 'node');

// The page's bench runs on its renderer's main thread. Once it has
// started, the renderer whose main thread is busiest is the page's, and
// that thread alone (not the process: the browser's other threads and
// processes stay with the scheduler) is moved to the processor native and
// node run on, during the untimed warm-up. Resolves to whether it was.
const cpuTicks = (pid) => {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch { return -1; }
};
async function pinBusyRenderer() {
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  for (let tries = 0; tries < 40; ++tries) {
    let pids = [];
    try {
      pids = execFileSync('pgrep', ['-f', '--', '--type=renderer'], { encoding: 'utf8' }).trim().split('\n').map(Number);
    } catch { /* none yet */ }
    const before = new Map(pids.map((p) => [p, cpuTicks(p)]));
    await sleep(100);
    let best = 0, busiest = 0;
    for (const [p, t] of before) {
      const d = t >= 0 ? cpuTicks(p) - t : -1;
      if (d > busiest) { busiest = d; best = p; }
    }
    // A bench at full speed uses nearly all of its 10 ticks (100 ms).
    if (best && busiest >= 6) {
      try { execFileSync('taskset', ['-p', '-c', cpu, String(best)], { stdio: 'ignore' }); return true; } catch { return false; }
    }
  }
  return false;
}
let chromiumPinned = 0;
const server = await startServer({ dir: pageDir, base: '/bench/' });
const browser = await launchChromium();
async function runChromium() {
  const pinning = pinned ? pinBusyRenderer() : Promise.resolve(false);
  const { out, code } = await runCliPage(browser, server.url,
    [...bench, '/editions']);
  if (await pinning) ++chromiumPinned;
  if (code !== 0) {
    console.error(`wasm-bench: the page's bench exited ${code}:\n${out}`);
    process.exit(2);
  }
  return parse(out, 'chromium');
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (x) => (x / 1e6).toFixed(2);
const runs = { native: [], node: [], chromium: [] };
const sigs = new Set();
let version = '';
try {
  version = browser.version();
  for (let r = 1; r <= rounds; ++r) {
    const n = runNative();
    const w = runNode();
    const c = await runChromium();
    for (const x of [n, w, c]) sigs.add(x.sig);
    runs.native.push(n.speed);
    runs.node.push(w.speed);
    runs.chromium.push(c.speed);
    console.log(`round ${r}: native ${fmt(n.speed)}  node ${fmt(w.speed)} (${(w.speed / n.speed).toFixed(2)}x)` +
                `  chromium ${fmt(c.speed)} (${(c.speed / n.speed).toFixed(2)}x)  million player-turns/s`);
  }
} finally {
  await browser.close();
  await server.close();
}
const mn = median(runs.native);
const mw = median(runs.node);
const mc = median(runs.chromium);
console.log(`bench: ${games} games after ${warmup} untimed, ${rounds} rounds; node ${process.version}, Chromium ${version}`);
console.log(pinned ? `native and node on processor ${cpu}; Chromium's renderer main thread moved there in ` +
                     `${chromiumPinned} of ${rounds} rounds (its other threads where the scheduler puts them)`
                   : 'no process pinned');
console.log(`median native ${fmt(mn)}, node ${fmt(mw)}, chromium ${fmt(mc)} million player-turns per second`);
console.log(`ratio node/native ${(mw / mn).toFixed(2)}x, chromium/native ${(mc / mn).toFixed(2)}x`);
if (sigs.size !== 1) {
  console.error(`wasm-bench: signatures differ: ${[...sigs].join(' ')}`);
  process.exit(1);
}
console.log(`signature ${[...sigs][0]} in every run`);
