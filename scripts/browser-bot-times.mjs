// How long the computer players take to decide in the browser: plays games
// of two Experts and two Hard players at Instant speed in headless Chromium
// and prints, per level, the number of decisions timed and their median,
// 95th percentile and worst time in milliseconds (the page's own timings,
// window.__landlord.session.decision_ms), and with several seeds the same
// of all their decisions together (to the millisecond). The Expert's goal
// is a p95 within 50 ms (docs/bots.md); this prints the figure, it does
// not judge it.
//
//   node scripts/browser-bot-times.mjs [--seeds 21,22] [--decisions 600] [--cpu N] [--site DIR]
//
// --cpu N slows the page's processor N times (Chromium's CPU throttling,
// as its tools do to stand for a phone: 4 for a mid-range one).
//
// Build first: cmake --build build/web --target site (the test build: it
// has the page's hooks). Each seed plays until the game ends or the Experts
// have made --decisions timed decisions.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, def) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };
const seeds = opt('--seeds', '21,22').split(',').map(Number);
const decisions = Number(opt('--decisions', 600));
const cpu = Number(opt('--cpu', 1));
if (seeds.some((s) => !Number.isInteger(s) || s < 0) || !(decisions > 0) || !(cpu >= 1)) {
  console.error('usage: node scripts/browser-bot-times.mjs [--seeds 21,22] [--decisions 600] [--cpu N] [--site DIR]');
  process.exit(2);
}
const site = opt('--site', null);
if (site) process.env.LANDLORD_SITE_DIR = path.resolve(site);
if (!fs.existsSync(path.join(process.env.LANDLORD_SITE_DIR || path.join(root, 'build', 'web', 'site'), 'index.html'))) {
  console.error('no page: cmake --build build/web --target site');
  process.exit(2);
}
// The harness reads LANDLORD_SITE_DIR when it is imported.
const { launch, openPage, waitForFrames } = await import('../tests/browser/harness.mjs');
const { hooks, startGame } = await import('../tests/browser/game-helpers.mjs');

const env = await launch();
let status = 0;
const pooled = {};  // level -> whole milliseconds -> decisions, over every seed
try {
  for (const seed of seeds) {
    const { context, page } = await openPage(env);
    if (cpu > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await startGame(page, { kinds: ['expert', 'hard', 'expert', 'hard'], seed, speedClicks: 'Instant' });
    await page.waitForFunction((n) => {
      const h = window.__landlord;
      const e = h.session && h.session.decision_ms && h.session.decision_ms.expert;
      return h.screen === 'gameover' || (e && e.count >= n);
    }, decisions, { timeout: 600000, polling: 500 });
    const { session, state } = await hooks(page);
    for (const [level, t] of Object.entries(session.decision_ms)) {
      const ms = (v) => Number(v).toFixed(1);
      console.log(`seed ${seed}${cpu > 1 ? `, ${cpu}x slower` : ''}, ${level}: ${t.count} decisions, median ${ms(t.median_ms)} ms, ` +
                  `p95 ${ms(t.p95_ms)} ms, worst ${ms(t.max_ms)} ms (to turn ${state.turn_number})`);
      const into = (pooled[level] ||= new Map());
      for (const [whole, n] of t.by_ms || []) into.set(whole, (into.get(whole) || 0) + n);
    }
    if (session.bot_failures) { console.error(`seed ${seed}: ${session.bot_failures} refused actions`); status = 1; }
    await context.close();
  }
} finally {
  await env.close();
}
// Every seed's decisions together: the 95th percentile and the worst, to
// the whole millisecond below.
if (seeds.length > 1) {
  for (const [level, counts] of Object.entries(pooled)) {
    const sorted = [...counts.entries()].sort((a, b) => a[0] - b[0]);
    const total = sorted.reduce((sum, [, n]) => sum + n, 0);
    let seen = 0, p95 = null;
    for (const [whole, n] of sorted) {
      seen += n;
      if (p95 === null && seen > Math.floor(0.95 * total)) p95 = whole;
    }
    if (total > 0) {
      console.log(`all ${seeds.length} seeds${cpu > 1 ? `, ${cpu}x slower` : ''}, ${level}: ${total} decisions, ` +
                  `p95 ${p95}-${p95 + 1} ms, worst ${sorted[sorted.length - 1][0]}-${sorted[sorted.length - 1][0] + 1} ms`);
    }
  }
}
process.exit(status);
