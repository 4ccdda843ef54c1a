// A whole game played from the keyboard alone: Tab and Shift+Tab move a
// visible focus ring, Enter presses the control in it (or, with no ring,
// the highlighted next step), Esc closes what is on top, `?` lists the keys,
// + raises a bid. No mouse event is sent in this file.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PATIENCE } from './harness.mjs';
import { hooks, realErrors, waitForHuman } from './game-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const focus = (page) => page.evaluate(() => window.__landlord.focus || {});
const ringShown = (page) => page.evaluate(() => (window.__landlord.shown || []).find((s) => s.kind === 'focus-ring') || null);

// Presses a key and waits until the app has drawn what it did: two frames
// after the frame in which the page received its last keydown. (Two frames
// counted from before the press were not enough on a loaded machine: the
// keydown reached the page after them, and a Tab's move was read before it
// was made.)
async function key(page, k) {
  await page.evaluate(() => {
    if (!window.__keysSeen) {
      const seen = (window.__keysSeen = { count: 0, frame: 0, asked: 0 });
      window.addEventListener('keydown', () => { seen.count++; seen.frame = window.__landlord.frames; }, true);
    }
    window.__keysSeen.asked = window.__keysSeen.count;
  });
  await page.keyboard.press(k);
  await page.waitForFunction(() => {
    const seen = window.__keysSeen;
    return seen.count > seen.asked && window.__landlord.frames >= seen.frame + 2;
  }, null, { timeout: PATIENCE });
}

// Tabs until the ring is on a control `pred` accepts; returns its widget.
async function tabTo(page, pred, what, limit = 90) {
  for (let i = 0; i < limit; i++) {
    await key(page, 'Tab');
    const f = await focus(page);
    const w = (await hooks(page)).widgets.find((x) => x.id === f.id);
    if (f.shown && w && pred(w)) return w;
  }
  throw new Error(`Tab never reached ${what}`);
}

test('a game started and ten human turns played with the keyboard only', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await page.waitForFunction(() => window.__landlord.screen === 'newgame', null, { timeout: PATIENCE });

  // The home screen: the first Tab lands on Play; Custom game opens the set-up.
  await key(page, 'Tab');
  let f = await focus(page);
  assert.equal(f.id, 'home.play');
  assert.equal(f.shown, true);
  await tabTo(page, (w) => w.id === 'home.custom', 'Custom game');
  await key(page, 'Enter');
  await page.waitForFunction(() => (window.__landlord.widgets || []).some((w) => w.id === 'newgame.start'), null,
    { timeout: PATIENCE });

  // The first Tab lands on the default control, Start, and draws the ring.
  await key(page, 'Tab');
  f = await focus(page);
  assert.equal(f.id, 'newgame.start');
  assert.equal(f.shown, true);
  const drawn = await ringShown(page);
  assert.ok(drawn && drawn.text === 'newgame.start' && drawn.w > 0, 'the focus ring is drawn round Start');
  await screenshot(page, 'keyboard-newgame-ring');
  // Shift+Tab goes back, Tab forward again.
  await key(page, 'Shift+Tab');
  const back = (await focus(page)).id;
  assert.notEqual(back, 'newgame.start');
  await key(page, 'Tab');
  assert.equal((await focus(page)).id, 'newgame.start');
  // Tab reaches the edition buttons and the seat controls too, not only text fields.
  await tabTo(page, (w) => w.id.startsWith('newgame.edition.'), 'an edition button');
  await tabTo(page, (w) => /^seat\.1\.(easy|hard)$/.test(w.id), 'a seat level');
  // `?` lists the keys; Esc closes the list.
  await key(page, 'Shift+Slash');
  assert.ok((await hooks(page)).widgets.some((w) => w.id === 'keys.close'), 'the list of keys is shown');
  await screenshot(page, 'keyboard-keys-list');
  await key(page, 'Escape');
  assert.ok(!(await hooks(page)).widgets.some((w) => w.id === 'keys.close'), 'Esc closed the list');

  // A seed typed into its field under More (the ring hands the typing to it).
  await tabTo(page, (w) => w.id === 'newgame.advanced', 'More');
  await key(page, 'Enter');
  await tabTo(page, (w) => w.id === 'newgame.seed', 'the seed field');
  await page.keyboard.type('4242');
  await key(page, 'Tab');     // leaves the field, keeping what was typed
  await key(page, 'Escape');  // hides the ring
  // Enter with no ring presses Start.
  assert.equal((await focus(page)).shown, false);
  await key(page, 'Enter');
  await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: PATIENCE });
  await tabTo(page, (w) => w.id === 'settings.speed.instant', 'the Instant speed');
  await key(page, 'Enter');
  await page.waitForFunction(() => window.__landlord.session.speed === 'Instant', null, { timeout: PATIENCE });

  let humanTurns = 0, presses = 0, sawTradeEsc = false;
  while (humanTurns < 10 && presses < 400) {
    const h = await waitForHuman(page);
    if (h.screen === 'gameover') break;
    const me = h.session.waiting_human;
    // Once, open the trade dialog with the keyboard and close it with Esc.
    if (!sawTradeEsc && h.state.phase === 'end_turn') {
      const tradeButton = h.widgets.find((w) => /^player\.\d+\.trade$/.test(w.id) && w.enabled);
      if (tradeButton) {
        await key(page, 'Escape');
        await tabTo(page, (w) => /^player\.\d+\.trade$/.test(w.id), 'a trade button');
        await key(page, 'Enter');
        assert.equal((await hooks(page)).session.trade_open, true, 'Enter on the trade button opened the dialog');
        await screenshot(page, 'keyboard-trade-dialog');
        await key(page, 'Escape');
        assert.equal((await hooks(page)).session.trade_open, false, 'Esc closed the trade dialog');
        sawTradeEsc = true;
        continue;
      }
    }
    const before = h.session.actions;
    await key(page, 'Escape');  // no ring: Enter goes to the highlighted next step
    const def = (await focus(page)).default;
    const dw = def && h.widgets.find((w) => w.id === def && w.enabled);
    if (dw) {
      if (def === 'action.end') humanTurns++;
      await key(page, 'Enter');
    } else if (h.state.phase === 'auction') {
      await key(page, h.state.auction.bid < 30 ? 'ArrowUp' : 'd');
    } else {
      // No default: Tab to an action of this player the engine accepts.
      const w = await tabTo(page, (x) => x.enabled && x.action && x.action.split(':')[1] === String(me) &&
        !/^(propose_trade|declare_bankruptcy)/.test(x.action), 'an action');
      await key(page, 'Enter');
      assert.ok(w);
    }
    presses++;
    await page.waitForFunction((n) => {
      const s = window.__landlord.session;
      return window.__landlord.screen === 'gameover' || s.actions > n || s.trade_open;
    }, before, { timeout: PATIENCE });
    if (presses === 3) await screenshot(page, 'keyboard-playing');
  }
  assert.ok(humanTurns >= 10 || (await hooks(page)).screen === 'gameover', `human turns ended by keyboard: ${humanTurns}`);
  assert.ok(sawTradeEsc, 'the trade dialog was opened and closed from the keyboard');
  const end = await hooks(page);
  assert.equal(end.session.bot_failures, 0);
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
