// Phones, held upright (390x844) and sideways (844x390): during play the
// board, the decision and the latest event are on the screen without
// scrolling; the deed being decided on is readable (upright, across the
// column under the decision's buttons; sideways, beside the board under
// the buttons, laid out across the column; its text at least 9 px, where
// the board's centre left it at 7; on auction, sideways, in the board's
// centre, the column under the bids being too short); the Odds
// toggle covers no token; a deed tapped at the end of a turn leaves the
// property manager's button on the screen; every control a finger can press is at least
// 44x44 CSS px. Driven by touch.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, PATIENCE, SIDEWAYS } from './harness.mjs';
import { hooks, realErrors, waitForHuman, setSpeed, findWidget } from './game-helpers.mjs';
import { fingerTap } from './touch-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const LAYOUTS = {
  portrait: { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  landscape: SIDEWAYS,
};

// A finger's tap at the centre of a control (touch-helpers.mjs: tapped
// again should a loaded machine deliver the lift so late that the press
// counts as a long press).
// The control is looked for as every test's clicks look for theirs
// (findWidget: in the frames the page is asked to draw, enabled, on the
// screen and in place, and said when it never comes).
async function tap(page, id) {
  const w = await findWidget(page, id);
  const cdp = await page.context().newCDPSession(page);
  await fingerTap(page, cdp, w.cx, w.cy);
  await cdp.detach();
}

function smallControls(widgets) {
  return widgets.filter((w) => w.enabled && w.visible && !w.id.startsWith('space.') && (w.w < 44 || w.h < 44))
    .map((w) => `${w.id} ${Math.round(w.w)}x${Math.round(w.h)}`);
}

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const inside = (r, vp) => r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= vp.width + 0.5 && r.y + r.h <= vp.height + 0.5;

for (const [name, vp] of Object.entries(LAYOUTS)) {
  // The game is dealt at random, and how many decisions it takes to see a
  // deed bought, one auctioned and one tapped varies: 6 to 16 in most games,
  // 3-4 s each on a loaded machine, but a game whose player lands on few
  // unsold deeds needs more (80 at most), so the time allowed is generous
  // and a long run says where it is.
  test(`phone ${name}: board, decision and latest event on one screen; 44 px controls`, async () => {
    const began = Date.now();
    const { context, page, errors } = await openPage(env, vp);
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await page.waitForFunction(() => window.__landlord.screen === 'newgame', null, { timeout: PATIENCE });
    await page.waitForFunction(() => (window.__landlord.widgets || []).some((w) => w.id === 'home.play' && w.visible),
      null, { timeout: PATIENCE });
    const home = await hooks(page);
    assert.deepEqual(smallControls(home.widgets), [], 'home controls under 44 px');
    const play = home.widgets.find((w) => w.id === 'home.play');
    assert.ok(play.cy + play.h / 2 <= vp.height && play.h >= 56, `Play is big and on screen: ${JSON.stringify(play)}`);
    await screenshot(page, `phone-${name}-home`);
    await tap(page, 'home.custom');
    await page.waitForFunction(() => (window.__landlord.widgets || []).some((w) => w.id === 'newgame.start' && w.visible),
      null, { timeout: PATIENCE });
    const setup = await hooks(page);
    assert.deepEqual(smallControls(setup.widgets), [], 'new-game controls under 44 px');
    await screenshot(page, `phone-${name}-newgame`);
    await tap(page, 'newgame.back');
    // One tap starts a game (another, should one end before all is seen:
    // a quick game's seed is its own, and not every one offers a deed to
    // put up for auction early enough).
    const playQuick = async () => {
      await tap(page, 'home.play');
      await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: PATIENCE });
      assert.equal((await hooks(page)).session.phone, true, 'the phone layout is used');
      await setSpeed(page, 'Instant', (p) => tap(p, 'settings.speed'));
      assert.equal((await hooks(page)).session.speed, 'Instant');
    };
    await playQuick();
    let games = 1;

    // Sideways, one deed goes to auction too: under the bids the column
    // has no room for the card, and the board's centre shows it.
    // The first deed is bought (a deed of one's own is what the property
    // manager's button needs, for the tapped deed below), the next one put
    // up for auction.
    let checked = 0, sawDeed = false, sawAuction = name !== 'landscape', sawTapped = false;
    for (let step = 0; step < 160 && (checked < 6 || !sawDeed || !sawAuction || !sawTapped); step++) {
      const boughtOne = sawDeed;
      const secs = (Date.now() - began) / 1000;
      if (secs > 60) console.log(`# ${name}, ${Math.round(secs)} s: decision ${step + 1}; seen: ${checked} checked, deed ${sawDeed}, auction ${sawAuction}, tapped ${sawTapped}`);
      const h = await waitForHuman(page);
      if (h.screen === 'gameover') {
        if (games >= 3) break;
        games++;
        await tap(page, 'gameover.new');
        await playQuick();
        continue;
      }
      // A fresh look at the screen as the player sees it now.
      await page.waitForFunction(() => !window.__landlord.session.animating, null, { timeout: PATIENCE });
      const now = await hooks(page);
      const shown = await page.evaluate(() => window.__landlord.shown || []);
      const spaces = now.widgets.filter((w) => w.id.startsWith('space.'));
      assert.ok(spaces.length >= 40, 'the board is drawn');
      for (const s of spaces) assert.ok(inside(s, vp), `${s.id} (${s.label}) is off the screen: ${JSON.stringify(s)}`);
      const actions = now.widgets.filter((w) => w.enabled && w.action && w.action.split(':')[1] === String(now.session.waiting_human));
      assert.ok(actions.length > 0, 'a decision is drawn');
      assert.ok(inside(actions[0], vp), `the decision ${actions[0].id} is off the screen`);
      for (const n of shown.filter((x) => x.kind.startsWith('notice.'))) assert.ok(inside(n, vp), `notice off screen: ${n.text}`);
      assert.deepEqual(smallControls(now.widgets), [], `controls under 44 px (${now.state.phase})`);
      // The Odds toggle, the one control on the board, stands over no
      // token (it sits in the centre, beside the spaces next to Jail).
      const tokens = shown.filter((x) => x.kind === 'token');
      assert.ok(tokens.length >= 2, 'the tokens are drawn');
      const odds = now.widgets.filter((w) => w.visible && w.id === 'board.odds');
      assert.equal(odds.length, 1, 'the Odds toggle is drawn');
      for (const t of tokens) assert.ok(!overlap(t, odds[0]), `the Odds toggle covers the token of player ${t.text} on space ${t.space}`);
      const deed = shown.find((x) => x.kind === 'deed');
      if (deed && now.state.phase === 'buy_or_auction') {
        const xs = spaces.map((s) => s.x), ys = spaces.map((s) => s.y);
        const board = { x: Math.min(...xs), y: Math.min(...ys) };
        board.w = Math.max(...spaces.map((s) => s.x + s.w)) - board.x;
        board.h = Math.max(...spaces.map((s) => s.y + s.h)) - board.y;
        const buy = now.widgets.find((w) => w.id === 'action.buy' || w.id === 'action.auction');
        if (name === 'portrait') {
          assert.ok(deed.y >= board.y + board.h && (!buy || deed.y >= buy.y + buy.h),
            `the deed card is under the board and the decision: ${JSON.stringify(deed)}`);
          assert.ok(deed.w >= vp.width * 0.8 && deed.x >= 0 && deed.x + deed.w <= vp.width, `the deed card spans the column: ${JSON.stringify(deed)}`);
        } else {
          // Beside the board, under the decision, across the column and
          // all of it on the screen.
          const column = vp.width - (board.x + board.w);
          assert.ok(deed.x >= board.x + board.w && (!buy || deed.y >= buy.y + buy.h),
            `the deed card is beside the board, under the decision: ${JSON.stringify(deed)}`);
          assert.ok(deed.w >= column * 0.8 && inside(deed, vp), `the deed card spans the column, on the screen: ${JSON.stringify(deed)}`);
        }
        const size = shown.find((x) => x.kind === 'deed.text');
        assert.ok(size && Number(size.text) >= 9, `the deed's text is readable: ${size && size.text} px`);
        if (!sawDeed) await screenshot(page, `phone-${name}-deed`);
        sawDeed = true;
      }
      if (deed && now.state.phase === 'auction' && !sawAuction) {
        assert.ok(inside(deed, vp), `the deed on auction is on the screen: ${JSON.stringify(deed)}`);
        await screenshot(page, `phone-${name}-auction`);
        sawAuction = true;
      }
      // At the end of a turn, a deed tapped to look at it: its card and
      // the property manager's button are both on the screen (the card
      // under the button, which it used to push off a phone's screen).
      const manage = now.widgets.find((w) => w.id === 'action.manage' && w.visible);
      if (!sawTapped && now.state.phase === 'end_turn' && manage) {
        const frames = await page.evaluate(() => window.__landlord.frames);
        await tap(page, 'space.39');
        await page.waitForFunction((n) => window.__landlord.frames >= n + 3, frames, { timeout: PATIENCE });
        const looked = await hooks(page);
        const seen = await page.evaluate(() => window.__landlord.shown || []);
        const card = seen.find((x) => x.kind === 'deed');
        const button = looked.widgets.find((w) => w.id === 'action.manage' && w.visible);
        await screenshot(page, `phone-${name}-tapped`);
        // Sideways the card is wholly on the screen, beside the board and
        // readable (the button shares the decision's row); upright the
        // column scrolls, and the card begins on the screen, its name
        // showing.
        assert.ok(card && (name === 'landscape' ? inside(card, vp) : card.y >= 0 && card.y + 50 <= vp.height),
          `the tapped deed's card is on the screen: ${JSON.stringify(card)}`);
        if (name === 'landscape') {
          const right = Math.max(...spaces.map((s) => s.x + s.w));
          const size = seen.find((x) => x.kind === 'deed.text');
          assert.ok(card.x >= right && size && Number(size.text) >= 9,
            `the tapped deed's card is beside the board, its text readable: ${JSON.stringify(card)}, ${size && size.text} px`);
        }
        assert.ok(button && inside(button, vp),
          `the property manager's button stays on the screen beside a tapped deed: ${JSON.stringify(button)}`);
        await tap(page, 'space.39');  // closed again by a second tap
        await page.waitForFunction(() => !(window.__landlord.shown || []).some((x) => x.kind === 'deed'), null,
          { timeout: PATIENCE });
        sawTapped = true;
      }
      checked++;
      const sell = boughtOne && !sawAuction && now.state.phase === 'buy_or_auction' ? ['action.auction'] : [];
      const pick = [...sell, 'action.buy', 'action.roll', 'action.end', 'auction.drop', 'trade.reject']
        .map((id) => now.widgets.find((w) => w.id === id && w.enabled && w.visible)).find(Boolean) || actions[0];
      const before = now.session.actions;
      await tap(page, pick.id);
      await page.waitForFunction((n) => window.__landlord.screen === 'gameover' || window.__landlord.session.actions > n,
        before, { timeout: PATIENCE });
      if (checked === 3) await screenshot(page, `phone-${name}-playing`);
    }
    assert.ok(checked >= 6, `decisions checked: ${checked}`);
    assert.ok(sawDeed, 'a deed was shown for a buying decision');
    assert.ok(sawAuction, 'a deed was shown on auction');
    assert.ok(sawTapped, 'a deed was tapped at the end of a turn');
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });
}
