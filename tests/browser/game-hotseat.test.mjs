// Two humans share one device: a full hot-seat auction (each bids in turn)
// and a trade with a counter-offer, all by clicking the real UI.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PHONE_PLAY, PATIENCE } from './harness.mjs';
import { hooks, click, startGame, realErrors, waitForHuman, enabled } from './game-helpers.mjs';

// Scrolls the page's panel until the widget is on screen (phones).
async function reveal(page, id) {
  for (let k = 0; k < 30; k++) {
    const w = (await hooks(page)).widgets.find((x) => x.id === id);
    if (w && w.visible && w.cy > 0 && w.cy < page.viewportSize().height) return;
    const vh = page.viewportSize().height;
    await page.mouse.move(page.viewportSize().width / 2, vh / 2);
    await page.mouse.wheel(0, !w || w.cy > vh / 2 ? 120 : -120);
    await page.waitForTimeout(60);
  }
}
async function press(page, id) { await reveal(page, id); return click(page, id); }

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

for (const [name, viewport] of Object.entries({ desktop: VIEWPORTS.desktop, phone: PHONE_PLAY })) {
  test(`hot-seat auction and trade between two humans (${name})`, async () => {
    const { context, page, errors } = await openPage(env, viewport);
    await page.goto(env.url);
    await waitForFrames(page, 2);
        await startGame(page, { kinds: ['human', 'human'], seed: 99, speedClicks: 'Instant' });

    // Roll (and end turns) until someone lands on an unowned property.
    let h;
    for (let k = 0; k < 60; k++) {
      h = await waitForHuman(page);
      if (h.session.phase === 'buy_or_auction') break;
      const ws = h.widgets;
      const id = ['action.roll', 'action.end', 'action.fine'].find((x) => enabled(ws, x));
      const before = h.session.actions;
      await press(page, id);
      await page.waitForFunction((b) => window.__landlord.session.actions !== b, before, { timeout: PATIENCE });
    }
    assert.equal(h.session.phase, 'buy_or_auction');
    const lander = h.state.current;
    const other = 1 - lander;
    const space = h.state.pending_space;
    await press(page, 'action.auction');
    await page.waitForFunction(() => window.__landlord.session.phase === 'auction');
    await screenshot(page, `game-hotseat-${name}-auction`);
    // Bids alternate on the shared device until the lander drops out.
    const bids = [];
    for (let round = 0; round < 6; round++) {
      h = await waitForHuman(page);
      if (h.session.phase !== 'auction') break;
      const bidder = h.session.decider;
      const a = h.state.auction;
      const before = h.session.actions;
      if (bidder === lander && bids.length >= 3) await press(page, 'auction.drop');
      else { await press(page, bidder === other ? 'auction.bid+50' : 'auction.bid+10'); bids.push([bidder, a.bid]); }
      await page.waitForFunction((b) => window.__landlord.session.actions !== b, before, { timeout: PATIENCE });
    }
    h = await waitForHuman(page);
    const deed = h.state.deeds.find((d) => d.space === space);
    assert.equal(deed.owner, other, 'the last bidder won the deed');
    assert.ok(h.state.players[other].cash < 1500, 'and paid for it');
    console.log(`# ${name}: auction bids ${JSON.stringify(bids)}; ${other} won space ${space}`);

    // Get to a point where the winner may trade: play on until it is their
    // turn, then propose the deed for cash; the other side counters and the
    // winner accepts the counter.
    for (let k = 0; k < 30; k++) {
      h = await waitForHuman(page);
      if (h.session.decider === other && ['await_roll', 'end_turn'].includes(h.session.phase)) break;
      const id = ['action.roll', 'action.end', 'action.buy', 'action.fine'].find((x) => enabled(h.widgets, x)) ||
        (h.session.phase === 'auction' ? 'auction.drop' : null);
      if (!id) {
        // The controls read are those of the last frame drawn: a phase
        // just begun shows its buttons in the next one (seen once on a
        // loaded machine). Chosen again once it is drawn.
        const frames = await page.evaluate(() => window.__landlord.frames);
        await page.waitForFunction((n) => { window.__testNudge(); return window.__landlord.frames > n; }, frames,
          { timeout: PATIENCE });
        continue;
      }
      const before = h.session.actions;
      await press(page, id);
      await page.waitForFunction((b) => window.__landlord.session.actions !== b, before, { timeout: PATIENCE });
    }
    await press(page, `player.${lander}.trade`);
    await page.waitForFunction(() => window.__landlord.session.trade_open);
    await click(page, `trade.give.deed.${space}`);
    await click(page, 'trade.ask.cash+100');
    await click(page, 'trade.ask.cash+100');
    await click(page, 'trade.ask.cash+100');
    await screenshot(page, `game-hotseat-${name}-trade`);
    let before = (await hooks(page)).session.actions;
    await click(page, 'trade.propose');
    await page.waitForFunction(() => window.__landlord.session.phase === 'trade_response');
    h = await waitForHuman(page);
    assert.equal(h.session.decider, lander);
    assert.equal(h.state.trade.cash_asked, 300);
    await screenshot(page, `game-hotseat-${name}-offer`);
    await press(page, 'trade.counter');
    await page.waitForFunction(() => window.__landlord.session.trade_open);
    // The counter starts as the mirror image: lower the price to 200.
    await click(page, 'trade.give.cash-100');
    await click(page, 'trade.propose');
    await page.waitForFunction(() => window.__landlord.session.phase === 'trade_response');
    h = await waitForHuman(page);
    assert.equal(h.session.decider, other);
    const cashBefore = h.state.players.map((p) => p.cash);
    await press(page, 'trade.accept');
    await page.waitForFunction(() => window.__landlord.session.phase !== 'trade_response');
    h = await hooks(page);
    assert.equal(h.state.deeds.find((d) => d.space === space).owner, lander, 'the deed changed hands');
    assert.equal(h.state.players[lander].cash, cashBefore[lander] - 200);
    assert.equal(h.state.players[other].cash, cashBefore[other] + 200);
    await screenshot(page, `game-hotseat-${name}-after`);
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });
}
