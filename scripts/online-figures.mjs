// Online play's figures, on this machine over loopback: each from its own
// rooms of two Chromium processes (their own browsers, as two devices)
// meeting through a WebTorrent tracker on 127.0.0.1, driven through the
// test hook landlord_test_online (the page with test hooks):
//   - from opening a room at the joining device (the online code fetched,
//     the relay reached, the host found) to its lobby;
//   - a person's action at the joining device, from act() to its entry in
//     that device's log (proposal to the host, the host's entry back),
//     median and p95 over every action of a 30-turn game with a computer
//     player (the room is ticked every 4 ms, so each is rounded up to it);
//   - bytes and messages the two devices hand to the channel per entry of
//     the log (a broadcast counted once);
//   - the online code's size (site/online.js, brotli).
// First load and first frame are scripts/first-frame.mjs's (online.js is
// fetched only when a room is opened).
//
//   node scripts/online-figures.mjs [--rooms 5] [--turns 30] [--site DIR]
//
// Each room also prints what a tick of the room costs in each page, and
// with TRACE=1 one action of the joining device's person followed message
// by message through both pages (the time each was handed to the channel
// and taken from it, on the one clock of this machine).
//
// Build first: cmake --build build/web (the page with test hooks).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';
import { startSignalServer } from '../tests/browser/signal-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, def) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };
const rooms = Number(opt('--rooms', 5));
const turns = Number(opt('--turns', 30));
const siteDir = path.resolve(opt('--site', path.join(root, 'build', 'web', 'site')));
if (!fs.existsSync(path.join(siteDir, 'online.js'))) {
  console.error(`no page with online play in ${siteDir}: cmake --build build/web`);
  process.exit(2);
}
const PATIENCE = 120000;

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN; };
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] : NaN; };

const site = await startServer({ dir: siteDir });
const relay = await startSignalServer();
const browsers = [];
async function device() {
  const browser = await launchChromium();
  browsers.push(browser);
  const page = await (await browser.newContext({ viewport: { width: 800, height: 600 } })).newPage();
  await page.goto(`${site.url}?relay=${relay.url}`);
  await page.waitForFunction(() => window.__landlord && window.__landlord.frames >= 1 && window.Module && window.Module.ccall,
    null, { timeout: PATIENCE });
  const hookCheck = await page.evaluate(() => typeof window.Module._landlord_test_online === 'function' ||
    typeof window.Module.ccall === 'function');
  if (!hookCheck) throw new Error('the page has no test hooks: build build/web');
  return { browser, page };
}
const online = (page, command) => page.evaluate((c) =>
  JSON.parse(window.Module.ccall('landlord_test_online', 'string', ['string'], [JSON.stringify(c)])), command);
const drive = (page, t) => page.evaluate((n) => {
  clearInterval(window.__drive);
  window.__drive = setInterval(() => {
    window.__online = JSON.parse(window.Module.ccall('landlord_test_online', 'string', ['string'],
      [JSON.stringify({ do: 'tick', turns: n })]));
  }, 4);
}, t);
const until = (page, fn, arg) => page.waitForFunction(fn, arg, { timeout: PATIENCE });

const toLobby = [], trips = [], perEntry = [], msgsPerEntry = [];
try {
  for (let r = 0; r < rooms; r++) {
    const a = await device();
    const b = await device();
    const made = await online(a.page, { do: 'host', name: 'Ann', random: Date.now() + r });
    await drive(a.page, turns);
    const t0 = Date.now();
    await online(b.page, { do: 'join', name: 'Bo', code: made.code });
    await drive(b.page, turns);
    await until(b.page, () => window.__online && window.__online.stage === 'lobby' && window.__online.lobby.seats[1].name === 'Bo');
    toLobby.push(Date.now() - t0);
    await online(b.page, { do: 'ready', piece: 3 });
    await until(a.page, () => window.__online.lobby.people[1] && window.__online.lobby.people[1].ready);
    const started = await online(a.page, { do: 'start' });
    if (started.error) throw new Error(started.error);
    for (const d of [a, b]) await until(d.page, (n) => window.__online.stage === 'playing' && (window.__online.turn >= n || window.__online.game_over), turns);
    let x, y;
    for (;;) {
      [x, y] = await Promise.all([a, b].map((d) => d.page.evaluate(() => window.__online)));
      if (x.entries === y.entries && x.digest === y.digest) break;
      await a.page.waitForTimeout(50);
    }
    trips.push(...y.round_trips);
    if (process.env.TRACE) {
      const ta = (await online(a.page, { do: 'trace' })).trace.map(([t, w]) => [t, 'H ' + w]);
      const tb = (await online(b.page, { do: 'trace' })).trace.map(([t, w]) => [t, 'J ' + w]);
      const all = [...ta, ...tb].sort((p, q) => p[0] - q[0]);
      const i = all.findIndex(([, w]) => w === 'J ACT');
      const j = all.findIndex(([, w], k) => k > i + 5 && w === 'J ACT');  // one in the game's stride
      const from = all[Math.max(0, j - 2)][0];
      for (const [t, w] of all.slice(Math.max(0, j - 2), j + 25)) console.log((t - from).toFixed(1).padStart(8), w);
    }
    for (const [who, d] of [['host', a], ['joiner', b]]) {
      const t = await online(d.page, { do: 'ticks' });
      console.log(`  ${who}: ${t.count} ticks, median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)}, p99 ${t.p99.toFixed(2)}, max ${t.max.toFixed(1)}, ${Math.round(t.sum)} ms in all`);
    }
    perEntry.push((x.sent_bytes + y.sent_bytes) / x.entries);
    msgsPerEntry.push((x.sent_messages + y.sent_messages) / x.entries);
    console.log(`room ${r + 1}: lobby in ${toLobby[r]} ms; ${x.entries} entries to turn ${x.turn}; ` +
      `${y.round_trips.length} actions at the joining device, median ${median(y.round_trips)} ms; ` +
      `${Math.round(perEntry[r])} bytes, ${msgsPerEntry[r].toFixed(1)} messages per entry`);
    for (const d of [a, b]) await d.browser.close();
    browsers.length = 0;
  }
} finally {
  for (const br of browsers) await br.close().catch(() => {});
  await relay.close();
  await site.close();
}
const code = fs.readFileSync(path.join(siteDir, 'online.js'));
const br = zlib.brotliCompressSync(code, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
console.log('');
console.log(`| figure | ${rooms} rooms of two Chromium processes on loopback |`);
console.log('|---|---|');
console.log(`| opening a room to its lobby (joining device) | median ${median(toLobby)} ms, ${Math.min(...toLobby)}-${Math.max(...toLobby)} ms |`);
console.log(`| a person's action to its entry (joining device, ${trips.length} actions) | median ${median(trips)} ms, p95 ${pct(trips, 0.95)} ms |`);
console.log(`| handed to the channel per entry (both devices) | ${Math.round(median(perEntry))} bytes, ${median(msgsPerEntry).toFixed(1)} messages |`);
console.log(`| online.js | ${(code.length / 1024).toFixed(1)} KB, ${(br / 1024).toFixed(1)} KB brotli |`);
