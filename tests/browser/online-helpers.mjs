// What online play's browser tests share (online-screens, online-return):
// devices, each its own Chromium process, their room's state and stage,
// clicks through a game until the room has so many entries, two devices
// brought to the same game, and the room's clock moved past its waits.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { launchChromium, launchChromiumWithProfile } from '../../scripts/chromium.mjs';
import { PATIENCE, openPage, waitInRoom } from './harness.mjs';
import { click, hooks, setSpeed } from './game-helpers.mjs';

// A device: its own browser process and profile, at `viewport` (the
// page as harness.openPage opens it: console errors kept), closed with
// the file's relay and page server (`net`, harness.onlineEnv()).
export async function device(net, viewport) {
  const browser = await launchChromium();
  net.browsers.push(browser);
  const { page, errors } = await openPage({ browser }, viewport);
  return { browser, page, errors };
}
export const online = (page) => page.evaluate(() => window.__landlord.online || {});
export const until = waitInRoom;
export const stageIs = (page, stage) => until(page, (s) => (window.__landlord.online || {}).stage === s, stage);
// Three frames more: a card drawn for the first time (or grown) takes its
// size and place in the frames after it was asked for. The page draws only
// when something changes, so it is asked to (what its own scripts do when
// they have news) while the frames do not come.
export async function settled(page) {
  const n = await page.evaluate(() => window.__landlord.frames);
  await until(page, (m) => {
    const l = window.__landlord;
    if (l.frames >= m + 3) return true;
    const now = performance.now();
    if (!(now - (l.settleNudgedAt || 0) < 200) && window.Module && window.Module._landlord_wake) {
      l.settleNudgedAt = now;
      window.Module._landlord_wake();
    }
    return false;
  }, n);
}

// At Instant speed the tokens jump.
export async function instant(page) {
  await setSpeed(page, 'Instant');
  assert.equal((await hooks(page)).session.speed, 'Instant');
}

// One decision of this device's person, when it has one: the first of
// these buttons on screen. True when a click was made.
const ORDER = ['action.roll', 'action.buy', 'action.end', 'action.fine', 'auction.drop', 'trade.reject',
  'action.keep', 'action.flat_tax', 'debt.bankrupt'];
export async function decide(page) {
  const id = await page.evaluate((ids) => {
    const l = window.__landlord;
    if (!l.session || l.session.waiting_human < 0 || l.session.trade_open) return null;
    const on = (x) => (l.widgets || []).some((w) => w.id === x && w.enabled && w.visible);
    return ids.find(on) || null;
  }, ORDER);
  if (!id) return false;
  // Each action is one of the room's entries once the host has taken it.
  const before = (await online(page)).entries;
  // Gone meanwhile (the game moved on): chosen again on the next call.
  if (!(await click(page, id, 5000).then(() => true, () => false))) return false;
  await page.waitForFunction((b) => window.__landlord.online.entries !== b, before, { timeout: 20000 }).catch(() => {});
  return true;
}

// Waits until two devices show the same game: the room's entries and the
// state. Returns [entries, state].
export async function settle(p, q) {
  for (let k = 0; k < 600; k++) {
    const [x, y] = await Promise.all([p, q].map((page) => page.evaluate(() =>
      [window.__landlord.online.entries, JSON.stringify(window.__landlord.state)])));
    if (x[0] === y[0] && x[1] === y[1]) return x;
    await p.waitForTimeout(100);
  }
  throw new Error('the two devices never showed the same game');
}
// Decisions on these pages by clicks, until the room has `entries` entries.
export async function playUntil(pages, entries) {
  for (let k = 0; k < 3000 && (await online(pages[0])).entries < entries; k++) {
    let clicked = false;
    for (const p of pages) clicked = clicked || (await decide(p));
    if (!clicked) await pages[0].waitForTimeout(50);
  }
  assert.ok((await online(pages[0])).entries >= entries, `the room never reached ${entries} entries`);
}

// The room's own waits before it says so (15 s before "nobody is in this
// room", 8 s before "no connection") are tested natively
// (tests/ui/online_room_test.cpp); here the clock the page's room goes by
// is moved on past `ms` (a test hook) once the room is reaching for its
// relays, and its relays have opened (`opened`) or not.
export async function waitOut(page, ms, opened) {
  await until(page, (o) => {
    const st = window.Module && window.Module.llOnline;
    const r = st && st.room && st.room.relayState();
    return (window.__landlord.online || {}).stage === 'reaching' && r && (o ? r.open > 0 : r.open === 0);
  }, opened);
  await ahead(page, ms);
}
// The same for the waits of a room in play before a device not heard from
// is said to be reconnecting (2 s), away (6 s) or, the host, gone (4 s:
// the next device takes over), tested natively (tests/net): past them at
// once, on a device whose only partner was killed.
export const ahead = (page, ms) => page.evaluate((m) => window.Module._landlord_test_online_ahead(m), ms);

// The host's page, through Play online to the room's form, set for three
// seats (the host, a friend, a computer player).
export async function openRoomForm(net, page) {
  await page.goto(`${net.site.url}?relay=${encodeURIComponent(net.relay.url)}`);
  await until(page, () => window.__landlord && window.__landlord.screen === 'newgame' && window.__landlord.frames >= 2);
  await click(page, 'home.online');
  // (drawn, if below the fold on a short screen)
  await until(page, () => (window.__landlord.widgets || []).some((w) => w.id === 'seat.1.friend'));
  let n = (await hooks(page)).widgets.filter((w) => /^seat\.\d+\.token$/.test(w.id)).length;
  for (; n > 3; n--) await click(page, 'newgame.players-');
}

// A device whose browser keeps its profile on disk, as a phone's does.
export async function deviceWithProfile(dir, viewport) {
  const context = await launchChromiumWithProfile(dir, {
    viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.isMobile || false, hasTouch: viewport.hasTouch || false,
  });
  context.setDefaultTimeout(PATIENCE);
  const page = context.pages()[0] || await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return { context, page, errors };
}
// Kills every process of the browser that uses `dir` as its profile, as a
// phone's system does to a browser in the background: nothing is said.
export function kill(dir) {
  execFileSync('pkill', ['-9', '-f', `user-data-dir=${dir}`]);
}
