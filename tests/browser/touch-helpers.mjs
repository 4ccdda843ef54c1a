// A finger on a phone's screen, as a real touch screen sends it (CDP touch
// events): a swipe, a wait until nothing glides, and a tap that a loaded
// machine cannot turn into a long press; what the page says of its scrolled
// windows, and the human's next step on a game screen, taken. Shared by
// touch.test.mjs, touch-game.test.mjs and phone-layout.test.mjs.
import assert from 'node:assert/strict';
import { hooks, waitForHuman, atRest } from './game-helpers.mjs';
import { PATIENCE } from './harness.mjs';

export { atRest };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// A finger from (x, y0) to (x, y1) in `steps` moves `ms` apart, then lifted.
export async function swipe(cdp, x, y0, y1, { steps = 8, ms = 16 } = {}) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: y0 }] });
  for (let i = 1; i <= steps; i++) {
    await sleep(ms);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y0 + ((y1 - y0) * i) / steps }] });
  }
  await sleep(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
// A tap, once the screen is at rest. The page says what each lifted finger
// came to (window.__landlord.touch): a finger held down past the long-press
// time (450 ms) presses nothing. The page also notes when the browser
// delivered the press and the lift: a loaded machine can hold the lift back
// that long, and such a tap is tapped again. A tap whose lift came in time
// must be a tap.
export async function fingerTap(page, cdp, x, y) {
  await atRest(page);
  await page.evaluate(() => {
    if (window.__tapTimes) return;
    window.__tapTimes = {};
    for (const type of ['touchstart', 'touchend']) {
      window.addEventListener(type, () => { window.__tapTimes[type] = performance.now(); }, { capture: true });
    }
  });
  const held = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const before = await page.evaluate(() => window.__landlord.touch || { taps: 0, long_presses: 0 });
    // The press and the lift are sent together, not a timer apart: on a
    // loaded machine the test's own timer can fire hundreds of
    // milliseconds late, which held the finger down past the long-press
    // time before the lift was even sent.
    await Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
    const after = await page.waitForFunction((b) => {
      const t = window.__landlord.touch;
      return t && (t.taps > b.taps || t.long_presses > b.long_presses) ? t : null;
    }, before, { timeout: 10000 }).then((h) => h.jsonValue()).catch(() => null);
    if (!after || after.taps > before.taps) return;
    const ms = await page.evaluate(() => Math.round(window.__tapTimes.touchend - window.__tapTimes.touchstart));
    held.push(ms);
    assert.ok(ms >= 400, `a finger lifted ${ms} ms after it went down was taken for a long press`);
    console.log(`# the lift reached the page ${ms} ms after the press, a long press: tapped again`);
    await atRest(page);
  }
  assert.fail(`every tap's lift came late, the machine is too loaded to tap: ${held.join(', ')} ms`);
}

// What the page says of its scrolled windows (window.__landlord.scroll).
export const scroll = (page) => page.evaluate(() => (window.__landlord && window.__landlord.scroll) || {});
// Waits for n more frames, then a little while. The page draws only when
// something changes: while the frames do not come it is asked to draw
// (Module._landlord_wake, what its own scripts call when they have news),
// as a finger resting on the screen would. (Without that, a screen at rest
// made every settle wait out its 10 s.)
export async function settle(page, n = 3) {
  const f = await page.evaluate(() => window.__landlord.frames);
  await page.waitForFunction((k) => {
    const l = window.__landlord;
    if (l.frames >= k) return true;
    const now = performance.now();
    if (!(now - (l.settleNudgedAt || 0) < 100) && window.Module && window.Module._landlord_wake) {
      l.settleNudgedAt = now;
      window.Module._landlord_wake();
    }
    return false;
  }, f + n, { timeout: PATIENCE });
  await sleep(150);
}
// The human's next step on a 390x844 game screen, as a finger would press
// it (roll, buy, end the turn, else any decision of theirs), or null when
// it is scrolled away.
function decisionOnScreen(h) {
  const ok = (w) => w.enabled && w.visible && w.cy > 0 && w.cy < 844;
  return ['action.roll', 'action.buy', 'action.end'].map((id) => h.widgets.find((w) => w.id === id && ok(w)))
    .find(Boolean) || h.widgets.find((w) => w.action && ok(w) && w.action.split(':')[1] === String(h.session.waiting_human)) || null;
}
// A swipe down over the board: the game screen back to its top.
export async function backToTop(page, cdp) {
  await swipe(cdp, 195, 200, 800, { steps: 10, ms: 16 });
  await sleep(1200);
  await settle(page);
}
// One round of a human's play on a phone's game screen: waits for their
// turn, then taps their next step (`beforeTap` runs just before the tap),
// or swipes back to the top when it is scrolled away. Says 'gameover',
// 'away' (swiped back) or 'tapped'. A tap that missed (the panel moved
// under a loaded machine) is tapped again on the next round.
export async function humanStep(page, cdp, { beforeTap = async () => {} } = {}) {
  await waitForHuman(page);
  await atRest(page);
  const h = await hooks(page);
  if (h.screen === 'gameover') return 'gameover';
  const pick = decisionOnScreen(h);
  if (!pick) {
    await backToTop(page, cdp);
    return 'away';
  }
  await beforeTap();
  const before = h.session.actions;
  await fingerTap(page, cdp, pick.cx, pick.cy);
  await page.waitForFunction((n) => window.__landlord.session.actions > n, before, { timeout: 8000 }).catch(() => {});
  return 'tapped';
}
