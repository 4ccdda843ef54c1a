// Helpers for the game-* browser tests: read the app's test hooks
// (window.__landlord: widgets of the last frame, session, state, screen),
// find a widget by id and click its centre as a person would, start a game
// through the new-game screen, and wait for a human's turn.
import { PATIENCE, screenshot } from './harness.mjs';

export const hooks = (page) => page.evaluate(() => {
  const h = window.__landlord || {};
  return { widgets: h.widgets || [], session: h.session || null, state: h.state || null, screen: h.screen };
});
// While a test waits for a control, a page that has drawn nothing for 2 s
// is asked to draw again (Module._landlord_wake, what the page's own
// scripts call when they have news): the page draws only when something
// changes, and a control that depends on a frame that never came would
// otherwise be waited for until the runner's limit. Each nudge is counted in
// window.__landlord.nudges. Runs in the page: the control `wid`, enabled
// (and shown, when `shown`), or null. With `steady`, only once it has
// stood in the same place for a frame after the one that showed it there,
// as a person waits for a button to stop moving before pressing it: a
// layout can take a frame to settle (a scroll bar that comes with new
// content narrows what is beside it), and a click aimed at where a control
// was one frame before pressed its neighbour.
function widgetOrNudge([wid, shown, steady]) {
  const l = window.__landlord;
  const w = (l.widgets || []).find((x) => x.id === wid);
  const now = performance.now();
  const nudge = (after) => {
    if (l.nudgeFrame !== l.frames) {
      l.nudgeFrame = l.frames;
      l.nudgedAt = now;
    } else if (now - l.nudgedAt > after && window.Module && window.Module._landlord_wake) {
      l.nudgedAt = now;
      l.nudges = (l.nudges || 0) + 1;
      window.Module._landlord_wake();
    }
  };
  if (!(w && w.enabled && (!shown || w.visible))) { nudge(2000); return null; }
  if (!steady) return w;
  const place = `${w.x},${w.y},${w.w},${w.h}`;
  const seen = (l.seenAt = l.seenAt || {});
  if (!seen[wid] || seen[wid].place !== place) seen[wid] = { place, frame: l.frames };
  if (l.frames > seen[wid].frame) return w;
  nudge(200);
  return null;
}
// What the page shows when a wait for the control `id` runs out: said in
// the error, with a screenshot in artifacts/browser/, so that a test that
// hangs on a busy machine says why.
async function explain(page, id, err) {
  const info = await page.evaluate((wid) => {
    const l = window.__landlord || {};
    const w = (l.widgets || []).find((x) => x.id === wid);
    const near = (l.widgets || []).filter((x) => x.visible).map((x) => x.id + (x.enabled ? '' : ' (off)'));
    const shown = (l.shown || []).filter((x) => x.kind !== 'focus-ring').map((x) => `${x.kind}: ${x.text}`);
    return { screen: l.screen, frames: l.frames, nudges: l.nudges || 0, widget: w || null, focus: l.focus || null,
      saves: (l.saves || []).map((x) => x.name),
      session: l.session ? { phase: l.session.phase, waiting_human: l.session.waiting_human } : null,
      controls: near.slice(0, 40), shown: shown.slice(0, 20) };
  }, id).catch((e) => ({ page: String(e) }));
  const name = `stuck-${id.replace(/[^\w.-]/g, '_')}-${Date.now()}`;
  await screenshot(page, name).catch(() => {});
  const said = `\n  waiting for ${id}; the page: ${JSON.stringify(info)}\n  screenshot ${name}.png`;
  err.message += said;
  // The runner prints the stack, whose first line is the message as it was.
  if (err.stack) err.stack = err.stack.replace(/\n/, `${said}\n`);
  return err;
}
async function waitWidget(page, id, shown, steady, timeout) {
  try {
    const h = await page.waitForFunction(widgetOrNudge, [id, shown, steady], { timeout });
    return await h.jsonValue();
  } catch (err) {
    // A short wait is a probe whose caller chooses again; a wait for what
    // must come explains itself.
    throw timeout >= PATIENCE ? await explain(page, id, err) : err;
  }
}
export async function findWidget(page, id, timeout = PATIENCE) {
  return waitWidget(page, id, true, true, timeout);
}
// Waits until nothing scrolls any more (a glide has ended): a tap on
// content still gliding only stops it, as on any phone. At rest the page
// draws no frames, or draws them without anything moving.
export async function atRest(page) {
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const look = () => page.evaluate(() => [window.__landlord.frames, JSON.stringify(window.__landlord.scroll || {})]);
  let f0, s0, f1, s1;
  for (let k = 0; k < 40; k++) {
    [f0, s0] = await look();
    await sleep(250);
    [f1, s1] = await look();
    if (f1 === f0 || (s1 === s0 && f1 - f0 >= 2)) return;
  }
  // Said, so that a test that runs out of time shows why.
  console.log(`# the screen never came to rest in 20 s: ${f1 - f0} frames in 250 ms, scroll ${s0} then ${s1}`);
}
// Brings a control that is drawn but scrolled out of view onto the screen,
// as a person would: a finger swipe on touch screens, the wheel otherwise.
async function scrollIntoView(page, id, patience = PATIENCE) {
  for (let k = 0; k < 10; k++) {
    const w = await waitWidget(page, id, false, false, patience);
    const vp = page.viewportSize();
    if (w.visible && w.cy > 0 && w.cy < vp.height) return;
    const dy = Math.max(-300, Math.min(300, w.y + w.h / 2 - vp.height / 2));
    const before = await page.evaluate(() => window.__landlord.frames);
    const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
    if (touch) {
      // The finger goes down on the content that scrolls, not on a bar
      // pinned over it (the set-up form's foot when a phone is sideways).
      const r = await page.evaluate(() => {
        for (const v of Object.values(window.__landlord.scroll || {})) if (v.max > 0 && v.rect) return v.rect;
        return null;
      });
      const [left, top, right, bottom] = r || [0, 0, vp.width, vp.height];
      const x = (left + right) / 2, y0 = Math.min(bottom - 4, (top + bottom) / 2 + dy / 2);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: y0 }] });
      for (let i = 1; i <= 8; i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y0 - (dy * i) / 8 }] });
      }
      await new Promise((r) => setTimeout(r, 150));  // still before lifting: no glide
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    } else {
      await page.mouse.move(vp.width / 2, vp.height / 2);
      await page.mouse.wheel(0, dy);
    }
    await page.waitForFunction((n) => window.__landlord.frames >= n + 3, before, { timeout: PATIENCE });
    // A loaded machine sees the finger lift soon after it moved, and the
    // content glides on: a click now would land on whatever glides under it.
    if (touch) await atRest(page);
  }
}
// `patience`: how long the control may take to be there and enabled (a
// caller that can choose again when the game moved on waits less).
export async function click(page, id, patience = PATIENCE) {
  await scrollIntoView(page, id, patience);
  const w = await findWidget(page, id, patience);
  const before = await page.evaluate(() => window.__landlord.frames);
  await page.mouse.click(w.cx, w.cy);
  // The press is read in one frame, the release (when a button acts) in
  // the next, and what it changed is drawn in the one after: the widgets
  // read then are the new screen's. (The page draws three frames after a
  // release whatever else asks for them.)
  await page.waitForFunction((n) => window.__landlord.frames >= n + 3, before, { timeout: PATIENCE });
  return w;
}
// From the home screen (Play, Custom game) to the set-up form.
export async function openCustomGame(page) {
  // Either the home screen or the form (a game over's "New game" goes
  // back to the form): which one is known once a frame of it has drawn
  // its controls. The frame that changes screens may publish the screen's
  // name before its controls, and a look then finds neither.
  const home = await waitOrSay(page, 'home.custom or newgame.start', () => {
    const l = window.__landlord;
    if (!l || l.screen !== 'newgame') return null;
    const ids = (l.widgets || []).map((w) => w.id);
    if (ids.includes('newgame.start')) return 'form';
    if (ids.includes('home.custom')) return 'home';
    if (window.__testNudge) window.__testNudge();
    return null;
  }).then((h) => h.jsonValue());
  if (home === 'home') await click(page, 'home.custom');
  await findWidget(page, 'newgame.start');
}
// Types `text` into the text field `id` as a person does: a click (or a
// tap) on it and, once its caret is there (the page says it takes the
// keyboard: window.__landlord.focus.typing), the keys; with `replace`, what
// the field held is selected and deleted first. A click that did not give
// the field the keyboard (it moved under the pointer, the frame that
// would show the caret had not come) is made again: keys typed before
// that went nowhere, or somewhere else.
export async function typeInto(page, id, text, { replace = false } = {}) {
  const takeKeyboard = async () => {
    for (let k = 0; ; k++) {
      await click(page, id);
      const typing = await page.waitForFunction(() => {
        if (window.__testNudge) window.__testNudge();
        const f = window.__landlord.focus;
        return f && f.typing;
      }, null, { timeout: 10000 }).then(() => true, () => false);
      if (typing) return;
      if (k >= 3) throw await explain(page, id, new Error(`the field ${id} never took the keyboard (${k + 1} clicks)`));
    }
  };
  const held = () => page.evaluate(() => {
    const f = window.__landlord.focus;
    return f && f.typing ? f.text : null;
  });
  // Each key, then the frames that read it, as a person types: a loaded
  // machine that held a burst of keys back handed them to the page in one
  // frame, and Ctrl+A, Backspace and the space were lost while the letters
  // went in ("Classic: Sam, AdaRainySunday"). The page draws while a field
  // has the keyboard.
  const key = async (send) => {
    const n = await page.evaluate(() => window.__landlord.frames);
    await send();
    await page.waitForFunction((k) => {
      if (window.__testNudge) window.__testNudge();
      return window.__landlord.frames >= k + 2;
    }, n, { timeout: PATIENCE });
  };
  await takeKeyboard();
  const want = (replace ? '' : (await held()) ?? '') + String(text);
  for (let round = 0; ; round++) {
    if (round > 0 && (await held()) === null) await takeKeyboard();
    if (replace || round > 0) {
      await key(() => page.keyboard.press('Control+A'));
      await key(() => page.keyboard.press('Backspace'));
      // A chord a loaded machine split (Ctrl+A lost, "Classic: Sam, Ad"
      // left): the rest goes one key at a time from the end.
      const left = (await held()) ?? '';
      if (left) {
        await key(() => page.keyboard.press('End'));
        for (let k = 0; k < [...left].length; k++) await key(() => page.keyboard.press('Backspace'));
      }
    }
    for (const ch of (round > 0 || replace ? want : String(text))) await key(() => page.keyboard.type(ch));
    // The field shows what was typed: the last keys can reach it in the
    // frames after they were sent.
    const ok = await page.waitForFunction((w) => {
      if (window.__testNudge) window.__testNudge();
      const f = window.__landlord.focus;
      return f && f.typing && f.text === w;
    }, want, { timeout: 15000 }).then(() => true, () => false);
    if (ok) return;
    const now = await held();
    if (round >= 3) throw await explain(page, id, new Error(`the field ${id} holds ${JSON.stringify(now)}, not ${JSON.stringify(want)}`));
    console.log(`# typing into ${id} again: it held ${JSON.stringify(now)}, not ${JSON.stringify(want)}`);
  }
}
// A wait in the page for what must come (`fn(arg)` true) that says what the
// page showed when it runs out (see explain), `what` naming it.
export async function waitOrSay(page, what, fn, arg) {
  try {
    return await page.waitForFunction(fn, arg, { timeout: PATIENCE });
  } catch (err) {
    throw await explain(page, what, err);
  }
}
// Types a seed into the form's seed field, under "More", in place of the
// one the form kept from an earlier game in the same page.
export async function typeSeed(page, seed) {
  const has = (id) => page.evaluate((wid) => (window.__landlord.widgets || []).some((w) => w.id === wid), id);
  if (!(await has('newgame.seed'))) await click(page, 'newgame.advanced');
  await typeInto(page, 'newgame.seed', seed, { replace: true });
  await page.keyboard.press('Enter');
}
export async function startGame(page, { kinds, seed, speedClicks }) {
  await openCustomGame(page);
  let n = (await hooks(page)).widgets.filter((w) => /^seat\.\d+\.human$/.test(w.id)).length;
  while (n > kinds.length) { await click(page, 'newgame.players-'); n--; }
  while (n < kinds.length) { await click(page, 'newgame.players+'); n++; }
  for (let i = 0; i < kinds.length; i++) await click(page, `seat.${i}.${kinds[i]}`);
  if (seed !== undefined) await typeSeed(page, seed);
  // A press that did not start the game (taken by a layout that moved
  // under the pointer) is made again; one that never does is explained.
  for (let k = 0; ; k++) {
    await click(page, 'newgame.start');
    const playing = await page.waitForFunction(() => {
      if (window.__testNudge) window.__testNudge();
      return window.__landlord.screen === 'playing';
    }, null, { timeout: 20000 }).then(() => true, () => false);
    if (playing) break;
    if (k >= 2) throw await explain(page, 'newgame.start', new Error('Start pressed three times: no game'));
  }
  // At Instant speed computer players act at once, tokens jump.
  if (speedClicks !== undefined) await setSpeed(page, speedClicks);
  // A speed that is never reached (a name misspelt) would leave the game
  // paced for a person, and the test slow for nothing.
  const speed = (await hooks(page)).session.speed;
  if (speedClicks !== undefined && speed !== speedClicks) throw new Error(`the game plays at ${speed}, not ${speedClicks}`);
}
// Sets the game's speed (`name`: 'Instant', 'Normal'...) with the speed's
// own button where the bar shows each speed, else the one that steps
// through them; `press` clicks (or taps) a control. Each press is seen to
// take effect before the next: the stepping button read again too soon
// is pressed once too often, past the speed.
export async function setSpeed(page, name, press = click) {
  for (let k = 0; k < 5 && (await hooks(page)).session.speed !== name; k++) {
    const { widgets: ws, session } = await hooks(page);
    const id = `settings.speed.${String(name).toLowerCase()}`;
    await press(page, ws.find((w) => w.id === id) ? id : 'settings.speed');
    await page.waitForFunction((was) => {
      if (window.__testNudge) window.__testNudge();
      return window.__landlord.session && window.__landlord.session.speed !== was;
    }, session.speed, { timeout: 10000 }).catch(() => {});
  }
}
// Console errors, minus the missing service worker of builds without the
// `site` target (sw.js is produced there).
export const realErrors = (errors) => errors.filter((e) => !/fetching the script|sw\.js/.test(e));
// Waits until a human must act (returns the session) or the game is over.
export async function waitForHuman(page, timeout = PATIENCE) {
  await page.waitForFunction(() => {
    const h = window.__landlord;
    if (window.__testNudge) window.__testNudge();
    return h.screen === 'gameover' || (h.session && h.session.waiting_human >= 0 && !h.session.trade_open);
  }, null, { timeout });
  return hooks(page);
}
export const enabled = (ws, id) => ws.find((w) => w.id === id && w.enabled && w.visible);
