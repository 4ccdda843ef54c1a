// One human against three computer players, played through the real UI by
// clicking widgets at their published screen positions: at least 30 of the
// human's turns with rolls, purchases, auctions, building, jail and debts,
// at desktop and phone sizes. Screenshots go to artifacts/browser/.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PHONE_PLAY, PATIENCE } from './harness.mjs';
import { hooks, click, startGame, realErrors, waitForHuman, enabled } from './game-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

// Chooses and clicks one action for the human `me`; returns what it did.
async function playOne(page, me, stats) {
  const { widgets: ws, session, state } = await hooks(page);
  const phase = session.phase;
  const pick = (...ids) => ids.find((id) => enabled(ws, id));
  let id;
  if (phase === 'raise_cash') {
    // The manager's lines may be scrolled out of view; pressed below as a
    // screen reader would.
    const m = ws.find((w) => /^manage\.\d+\.(sell|mortgage)$/.test(w.id) && w.enabled);
    id = m ? m.id : pick('debt.bankrupt');
    stats.debts++;
  } else if (phase === 'auction') {
    const bid = state.auction ? state.auction.bid : 0;
    // A careful player: bids only with a good reserve left.
    id = (stats.auctions++ % 2 === 0 && state.players[me].cash > bid + 400) ? pick('auction.bid+10', 'auction.drop') : pick('auction.drop');
  } else if (phase === 'trade_response') {
    // A computer player's offer lets the person ask for more of them.
    const from = state.trade ? state.trade.from : -1;
    if (session.seats[from] && session.seats[from].kind !== 'human') {
      if (!enabled(ws, 'trade.more')) throw new Error(`a computer's offer without "More offers": ${ws.filter((w) => w.enabled).map((w) => w.id).join(' ')}`);
      if (!stats.offerShot) { stats.offerShot = true; await screenshot(page, `game-offer-${stats.name}`); }
    }
    id = pick('trade.reject');
  } else if (phase === 'mortgaged_deed_received') {
    id = pick('action.keep', 'action.lift');
  } else if (phase === 'place_building') {
    const m = ws.find((w) => /^place\./.test(w.id) && w.enabled);
    id = m && m.id;
  } else if (phase === 'buy_or_auction') {
    stats.offers++;
    // Buys when a reserve would be left (else, or every fourth time, auctions).
    const careful = state.players[me].cash > 600;
    id = stats.offers % 4 === 0 || !careful ? pick('action.auction') : pick('action.buy', 'action.auction');
    if (id === 'action.buy') { stats.bought++; stats.boughtThisGame = (stats.boughtThisGame || 0) + 1; }
    if (id === 'action.auction') stats.declined++;
  } else if (phase === 'await_roll' || phase === 'opening_roll') {
    if (state.players[me].in_jail) {
      stats.jail++;
      id = stats.jail % 2 === 0 ? pick('action.card', 'action.fine', 'action.roll') : pick('action.roll');
    } else {
      id = pick('action.roll');
    }
  } else if (phase === 'end_turn') {
    const build = ws.find((w) => /^manage\.\d+\.build$/.test(w.id) && w.enabled && w.visible);
    if (build && state.players[me].cash > 400) { id = build.id; stats.built++; }
    else if (!ws.find((w) => /^manage\./.test(w.id)) && enabled(ws, 'action.manage') && !stats.manageOpen) {
      id = 'action.manage'; stats.manageOpen = true;
    } else {
      // (after doubles, a debt paid: the turn goes on with a roll)
      id = pick('action.end', 'action.roll');
    }
  }
  if (!id) {
    // The session and the controls are read from the same moment, but the
    // controls are those the last frame drew: a move made since (the
    // player's own "Auction" click) shows its controls in the next frame.
    // The step is chosen again once one more frame has been drawn; only a
    // phase that keeps offering nothing to do is a fault.
    stats.misses = (stats.misses || 0) + 1;
    if (stats.misses > 5) throw new Error(`no action for phase ${phase}: ${ws.filter((w) => w.enabled).map((w) => w.id).join(' ')}`);
    const frames = await page.evaluate(() => window.__landlord.frames);
    await page.waitForFunction((n) => { window.__testNudge(); return window.__landlord.frames >= n + 1; }, frames,
      { timeout: PATIENCE, polling: 100 });
    return null;
  }
  stats.misses = 0;
  const before = JSON.stringify([session.actions, session.phase]);
  // Chosen from one frame's list, it may be gone from the next (the game
  // moved on meanwhile on a busy machine): then the step is chosen again.
  const still = await page.waitForFunction((wid) => (window.__landlord.widgets || []).some((x) => x.id === wid && x.enabled),
    id, { timeout: 30000 }).then(() => true, () => false);
  if (!still) return null;
  const w = ws.find((x) => x.id === id);
  if (phase === 'raise_cash' && w && !w.visible) {
    // Out of view in its panel: pressed through the accessible mirror.
    const frames = await page.evaluate(() => window.__landlord.frames);
    await page.locator(`#a11y-controls button[data-id="${id}"]`).dispatchEvent('click');
    await page.waitForFunction((n) => window.__landlord.frames >= n + 2, frames, { timeout: PATIENCE });
  } else {
    // Gone or disabled meanwhile (the game moved on, or the swipe that
    // brought it into view landed on something): the step is chosen again.
    const clicked = await click(page, id, 30000).then(() => true, (e) => {
      if (e.name === 'TimeoutError') return false;
      throw e;
    });
    if (!clicked) return null;
  }
  if (!/^action\.manage$/.test(id)) {
    // A click the moving panel took from under the pointer changes
    // nothing: after a while the step is chosen again.
    const moved = await page.waitForFunction((b) => {
      const s = window.__landlord.session;
      return window.__landlord.screen === 'gameover' || JSON.stringify([s.actions, s.phase]) !== b;
    }, before, { timeout: 60000 }).then(() => true, () => false);
    if (!moved) return null;
  }
  if (id === 'action.end') stats.turns++;  // counted once taken
  return id;
}

// Watches every frame's notices (window.__landlord.shown): no two notices
// may overlap (a few bankruptcies and the end of the game can come at
// once in fast play), each must lie on screen, and the end of the game is
// one notice alone (it names the bankruptcies still showing). Keeps the first fault and
// the most notices seen together.
function noticeWatcher() {
  window.__notices = { most: 0, bigMost: 0, fault: null };
  const tick = () => {
    const h = window.__landlord;
    const all = h && Array.isArray(h.shown) ? h.shown.filter((x) => x.kind.startsWith('notice')) : [];
    const w = window.__notices;
    w.most = Math.max(w.most, all.length);
    w.bigMost = Math.max(w.bigMost, all.filter((x) => /^notice\.(bankrupt|gameover)/.test(x.kind)).length);
    // The end of the game names the bankruptcies still showing and stands
    // alone: never beside a bankruptcy, a rent or a trade notice.
    if (!w.fault && all.some((x) => x.kind === 'notice.gameover') && all.some((x) => x.kind !== 'notice.gameover')) {
      w.fault = { beside_the_end: all };
    }
    for (let i = 0; i < all.length && !w.fault; i++) {
      const a = all[i];
      if (a.x < 0 || a.y < 0 || a.x + a.w > window.innerWidth + 1 || a.y + a.h > window.innerHeight + 1) {
        w.fault = { offscreen: a };
      }
      for (let j = i + 1; j < all.length && !w.fault; j++) {
        const b = all[j];
        const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
        const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
        if (ox > 1 && oy > 1) w.fault = { overlap: [a, b] };
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

// The test at one of the two sizes (VIEWPORTS): each size is its own
// file, so that the two run side by side and each has the runner's time.
export function playGameAt(name) {
  const viewport = name === 'phone' ? PHONE_PLAY : VIEWPORTS[name];
  test(`one human and three computer players: 30 human turns (${name})`, async () => {
    const { context, page, errors } = await openPage(env, viewport);
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await screenshot(page, `game-newgame-${name}`);
    await page.evaluate(noticeWatcher);
    let seed = name === 'phone' ? 7 : 2024;
    await startGame(page, { kinds: ['human', 'easy', 'hard', 'easy'], seed, speedClicks: 'Instant' });
    const stats = { name, turns: 0, offers: 0, bought: 0, declined: 0, auctions: 0, jail: 0, debts: 0, built: 0, games: 1 };
    let shots = 0, clicks = 0;
    const t0 = Date.now();
    while (stats.turns < 30) {
      const h = await waitForHuman(page);
      if (h.screen === 'gameover') {
        // A game can end before the human's 30th turn (someone wins):
        // start another through the game-over screen and keep counting.
        assert.ok(stats.games < 3, 'three games ended before 30 human turns');
        await screenshot(page, `game-play-${name}-gameover${stats.games}`);
        stats.earlierTurns = (stats.earlierTurns || 0) + h.state.turn_number;
        stats.earlierLog = (stats.earlierLog || 0) + h.session.log_lines;
        await click(page, 'gameover.new');
        stats.games++;
        stats.boughtThisGame = 0;
        await startGame(page, { kinds: ['human', 'easy', 'hard', 'easy'], seed: ++seed, speedClicks: 'Instant' });
        continue;
      }
      if (h.session.waiting_human !== 0) throw new Error('only seat 0 is human');
      await playOne(page, 0, stats);
      clicks++;
      if ((stats.turns === 3 || stats.turns === 15) && shots < stats.turns) {
        shots = stats.turns;
        await screenshot(page, `game-play-${name}-turn${stats.turns}`);
      }
    }
    const { state, session, screen } = await hooks(page);
    console.log(`# ${name}: ${JSON.stringify(stats)} clicks=${clicks} turn=${state.turn_number} in ${Date.now() - t0} ms`);
    await screenshot(page, `game-play-${name}-end`);
    assert.ok(stats.turns >= 30, `the human played 30 turns (${stats.turns}, screen ${screen})`);
    const turns = (stats.earlierTurns || 0) + state.turn_number;
    assert.ok(turns >= 60, `turn counter advanced: ${turns}`);
    assert.ok((stats.earlierLog || 0) + session.log_lines > 100);
    // What the human bought is reflected in the state.
    const owned = state.deeds.filter((d) => d.owner === 0).length;
    assert.ok(!stats.boughtThisGame || owned > 0 || state.players[0].bankrupt || screen === 'gameover', 'the human owns deeds');
    // The players' rows: seat order, the bankrupt after those still playing.
    if (screen === 'playing') {
      const rows = (await page.evaluate(() => (window.__landlord.shown || []).filter((x) => x.kind === 'player')))
        .sort((a, b) => a.y - b.y).map((r) => r.space);
      const seats = state.players.map((_, i) => i);
      const want = [...seats.filter((i) => !state.players[i].bankrupt), ...seats.filter((i) => state.players[i].bankrupt)];
      assert.deepEqual(rows, want, 'the rows of players still playing come first');
      console.log(`# ${name}: rows ${rows.join(' ')} (bankrupt: ${seats.filter((i) => state.players[i].bankrupt).join(' ') || 'none'})`);
    }
    const watched = await page.evaluate(() => window.__notices);
    console.log(`# ${name}: notices at once: ${watched.most} (bankruptcies and the end: ${watched.bigMost})`);
    assert.equal(watched.fault, null, `notices overlap or leave the screen: ${JSON.stringify(watched.fault)}`);
    const perf = await page.evaluate(() => window.__landlord.perf);
    console.log(`# ${name}: App::frame ${JSON.stringify(perf)}`);
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });
}
