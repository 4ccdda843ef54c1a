// Time to first frame: the game against a blank Dear ImGui page built with
// the same toolchain, host, fonts and flags (bench/blank), loaded
// interleaved in headless Chromium, each load cold (a fresh browser context:
// no HTTP cache, no code cache, no service worker), at 1280x800, at full
// speed and with the CPU slowed down 4x (CDP Emulation.setCPUThrottlingRate).
// Prints each page's median, the ratio and the spread, and the median of the
// ratios of each pair of loads; then a repeat visit of the game (reload once
// its service worker has cached the page).
//
//   node scripts/first-frame.mjs [--runs 10] [--rates 1,4] [--site DIR] [--blank DIR]
//
// Build first: cmake --build build/web --target site blank_page.
// The figure is window.__landlord.firstFrameAt: performance.now() when the
// host has drawn its first frame, i.e. milliseconds after navigation start.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, def) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };
const runs = Number(opt('--runs', 10));
const rates = opt('--rates', '1,4').split(',').map(Number);
const siteDir = path.resolve(opt('--site', path.join(root, 'build', 'web', 'site')));
const blankDir = path.resolve(opt('--blank', path.join(root, 'build', 'web', 'blank')));
for (const d of [siteDir, blankDir]) {
  if (!fs.existsSync(path.join(d, 'index.html'))) {
    console.error(`no page in ${d}: cmake --build build/web --target site blank_page`);
    process.exit(2);
  }
}

const VIEWPORT = { width: 1280, height: 800 };

const game = await startServer({ dir: siteDir, base: '/landlord/' });
const blank = await startServer({ dir: blankDir, base: '/blank/' });
const browser = await launchChromium();

// Polled with a bare CDP Runtime.evaluate of one expression, not with
// Playwright's waitForFunction: that first compiles Playwright's injected
// script in the page (about 30 ms of its main thread on the 2-core machine),
// which then lands at a different moment of each page's start-up.
async function firstFrame(cdp, timeout) {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: '(window.__landlord && window.__landlord.firstFrameAt) || 0', returnByValue: true });
      if (result && result.value > 0) return result.value;
    } catch { /* between documents: no context to evaluate in yet */ }
    if (Date.now() > until) throw new Error('no first frame within ' + timeout + ' ms');
    await new Promise((r) => setTimeout(r, 50));
  }
}

// One cold load in a fresh context; returns ms from navigation start.
async function coldLoad(url, rate) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url, { waitUntil: 'commit' });
    return await firstFrame(cdp, 60000);
  } finally {
    await context.close();
  }
}

// The game loaded once, its service worker installed and controlling, then
// reloaded: the repeat visit (page from the worker's cache, code cache warm).
async function repeatVisit(rate) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(game.url, { waitUntil: 'commit' });
    await firstFrame(cdp, 60000);
    await page.waitForFunction(async () => {
      const r = await navigator.serviceWorker.ready;
      return !!r.active && r.active.state === 'activated';
    }, null, { timeout: 60000 });
    await page.reload({ waitUntil: 'commit' });
    const t = await firstFrame(cdp, 60000);
    const fromWorker = await page.evaluate(() => !!navigator.serviceWorker.controller);
    return { t, fromWorker };
  } finally {
    await context.close();
  }
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const ms = (x) => `${Math.round(x)} ms`;
const spread = (xs) => `${Math.round(Math.min(...xs))}-${Math.round(Math.max(...xs))}`;

console.log(`first frame, 1280x800, headless Chromium, cold loads interleaved, ${runs} each`);
const summary = [];
for (const rate of rates) {
  const g = [], b = [];
  await coldLoad(blank.url, rate);  // one warm-up of the browser process each, not counted
  await coldLoad(game.url, rate);
  for (let i = 0; i < runs; i++) {
    // Alternate which goes first, so drift on a busy machine hits both alike.
    if (i % 2 === 0) { g.push(await coldLoad(game.url, rate)); b.push(await coldLoad(blank.url, rate)); }
    else { b.push(await coldLoad(blank.url, rate)); g.push(await coldLoad(game.url, rate)); }
  }
  const mg = median(g), mb = median(b);
  const line = `CPU ${rate}x: game median ${ms(mg)} (${spread(g)}), blank median ${ms(mb)} (${spread(b)}), ` +
               `ratio ${(mg / mb).toFixed(2)}x`;
  console.log(line);
  console.log(`  game:  ${g.map(Math.round).join(' ')}`);
  console.log(`  blank: ${b.map(Math.round).join(' ')}`);
  // Each game load against the blank load beside it, so that drift of the
  // machine over the run hits both loads of a pair alike (on the 2-core
  // machine it was no steadier than the ratio of medians: docs/performance.md).
  const pairs = g.map((x, i) => x / b[i]).sort((p, q) => p - q);
  const q = (f) => pairs[Math.min(pairs.length - 1, Math.floor(f * pairs.length))];
  console.log(`  pairs: median ratio ${median(pairs).toFixed(2)}x (quartiles ${q(0.25).toFixed(2)}-${q(0.75).toFixed(2)})`);
  summary.push(line);
}
for (const rate of rates) {
  const r = [];
  for (let i = 0; i < Math.min(runs, 5); i++) r.push(await repeatVisit(rate));
  const ts = r.map((x) => x.t);
  console.log(`repeat visit (service worker), CPU ${rate}x: game median ${ms(median(ts))} (${spread(ts)})` +
              (r.every((x) => x.fromWorker) ? '' : ' (not all controlled by the worker!)'));
}
await browser.close();
await game.close();
await blank.close();
