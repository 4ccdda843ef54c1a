// A game you can see happen: one human against a computer player at Fast
// speed, played through the real UI at 1280x800 and 390x844 (once the
// human's trade is answered, the rest at Instant, which shows what is left
// to see: the bankruptcy and the end). Checked at
// the moment they happen: a rent payment, a trade result and a bankruptcy
// each put a notice inside the viewport, and neither a notice of an
// ordinary event nor the deed card hides a token; every action drawn as a
// button is one the engine lists as legal; the deed is on the table during
// a buy decision and an auction; an owned space carries an ownership mark
// at least 8 px across; game over shows the net-worth chart. Screenshots
// of each moment go to artifacts/browser/visible-*.png.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PHONE_PLAY, PATIENCE } from './harness.mjs';
import { hooks, click, startGame, realErrors, waitForHuman, enabled, setSpeed } from './game-helpers.mjs';
import { reveal } from './saves-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

// Watches every frame's published notices (window.__landlord.shown) and
// keeps the first sight of each kind, with whether it was inside the
// viewport then.
function recorder() {
  window.__seen = {};
  // A +$/-$ at a player's row stands beside the cash, inside the row,
  // never over the cash figure.
  window.__rowMoney = { frames: 0, fault: null };
  // An ordinary notice keeps out of the strip along the centre's edges
  // where the tokens stand, so it hides none of them (a bankruptcy or the
  // end of the game may cross the whole board). Checked while the board is
  // scrolled fully into view; scrolled away, the notices stay on screen.
  window.__noticeToken = { frames: 0, fault: null };
  // Nor does the deed card on the table: where it reaches that strip (a
  // phone's board is small), the tokens are painted over it (`shown` lists
  // what is painted in the order it is painted).
  window.__deedToken = { frames: 0, over: 0, fault: null };
  const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const tick = () => {
    const h = window.__landlord;
    if (h && Array.isArray(h.shown)) {
      for (const m of h.shown.filter((x) => x.kind === 'money.row')) {
        const cash = h.shown.find((x) => x.kind === 'cash' && x.space === m.space);
        const row = h.shown.find((x) => x.kind === 'player' && x.space === m.space);
        window.__rowMoney.frames++;
        // (a bankrupt player's row shows no cash)
        const bad = !row ? 'no row for it' : cash && overlap(m, cash) ? 'over the cash figure'
          : m.y < row.y || m.y + m.h > row.y + row.h ? 'outside its row' : null;
        if (bad && !window.__rowMoney.fault) window.__rowMoney.fault = { bad, money: m, cash, row };
      }
      const corner = (h.widgets || []).find((w) => w.id === 'space.20');
      const notices = h.shown.filter((x) => x.kind.startsWith('notice.') && !/bankrupt|gameover/.test(x.kind));
      if (corner && corner.y >= 0 && notices.length) {
        window.__noticeToken.frames++;
        for (const t of h.shown.filter((x) => x.kind === 'token')) {
          const n = notices.find((x) => overlap(x, t));
          if (n && !window.__noticeToken.fault) window.__noticeToken.fault = { notice: n, token: t };
        }
      }
      const d = h.shown.findIndex((x) => x.kind === 'deed');
      if (d >= 0) {
        window.__deedToken.frames++;
        const t = h.shown.slice(0, d).find((x) => x.kind === 'token' && overlap(x, h.shown[d]));
        if (t && !window.__deedToken.fault) window.__deedToken.fault = { deed: h.shown[d], token: t };
        if (h.shown.slice(d + 1).some((x) => x.kind === 'token' && overlap(x, h.shown[d]))) window.__deedToken.over++;
      }
      for (const s of h.shown) {
        if (!s.kind.startsWith('notice')) continue;
        const inside = s.x >= 0 && s.y >= 0 && s.x + s.w <= window.innerWidth && s.y + s.h <= window.innerHeight &&
          s.w > 40 && s.h > 20;
        const prev = window.__seen[s.kind];
        if (!prev || (!prev.inside && inside)) {
          window.__seen[s.kind] = { ...s, inside, turn: h.state && h.state.turn_number, at: performance.now() };
        }
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
const seen = (page) => page.evaluate(() => window.__seen || {});

// Every widget that applies an engine action applies a legal one.
async function checkLegal(page) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const r = await page.evaluate(() => {
      const h = window.__landlord;
      const legal = new Set(h.legal || []);
      const drawn = (h.widgets || []).filter((w) => w.action);
      return { drawn: drawn.map((w) => `${w.id}=${w.action}`), bad: drawn.filter((w) => !legal.has(w.action)).map((w) => `${w.id}=${w.action}`), legal: [...legal] };
    });
    if (r.bad.length === 0) return r.drawn.length;
    if (attempt === 2) assert.deepEqual(r.bad, [], `buttons for actions the engine does not list: legal ${r.legal.join(' ')}`);
    await page.waitForTimeout(100);
  }
  return 0;
}

const shownDeed = (page) => page.evaluate(() => (window.__landlord.shown || []).find((s) => s.kind === 'deed') || null);

// The test at one of the two sizes (VIEWPORTS): each size is its own
// file, so that the two run side by side and each has the runner's time.
export function visibleGameAt(name) {
  const viewport = name === 'phone' ? PHONE_PLAY : VIEWPORTS[name];
  test(`events are shown where the eye is, one clear next step (${name})`, async () => {
    const { context, page, errors } = await openPage(env, viewport);
    await page.addInitScript(recorder);
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await startGame(page, { kinds: ['human', 'easy'], seed: name === 'phone' ? 31 : 17, speedClicks: 'Fast' });
    await setSpeed(page, 'Fast');
    const shots = new Set();
    const shoot = async (tag) => { if (!shots.has(tag)) { shots.add(tag); await screenshot(page, `visible-${name}-${tag}`); } };
    let sawReason = false;
    let decisions = 0, buyDeed = false, auctionDeed = false, traded = false, checked = 0, turns = 0;
    let fastForward = false;
    while (decisions < 400) {
      // Once the human is out, the computer players play the rest at the
      // fastest speed: the end is what is looked at, not their game.
      const now = await hooks(page);
      if (!fastForward && now.session && now.state && now.session.seats.every((seat, i) =>
        seat.kind !== 'human' || (now.state.players[i] || {}).bankrupt)) {
        fastForward = true;
        // (Not when that ended the game: the bar then has no speeds.)
        if (now.session.phase !== 'game_over' && now.widgets.some((w) => w.id.startsWith('settings.speed'))) {
          await setSpeed(page, 'Instant');
        }
      }
      const h = await waitForHuman(page);
      if (h.screen === 'gameover') break;
      const { session, state } = h;
      const phase = session.phase;
      checked += await checkLegal(page);
      const s = await seen(page);
      if (s['notice.money.rent']) await shoot('rent');
      let id;
      if (phase === 'buy_or_auction') {
        const d = await shownDeed(page);
        assert.ok(d && d.space === state.pending_space, `the deed of the space for sale is shown: ${JSON.stringify(d)}`);
        assert.ok(d.x >= 0 && d.y >= 0 && d.x + d.w <= viewport.width && d.y + d.h <= viewport.height, 'inside the viewport');
        if (!buyDeed) await shoot('buy');
        if (!shots.has('deed-token') && await page.evaluate(() => {
          const sh = window.__landlord.shown || [], dd = sh.find((x) => x.kind === 'deed');
          return dd && sh.some((x) => x.kind === 'token' && x.x < dd.x + dd.w && dd.x < x.x + x.w && x.y < dd.y + dd.h && dd.y < x.y + x.h);
        })) await shoot('deed-token');
        buyDeed = true;
        // The human buys the first two (ownership marks), then leaves the rest to auction.
        id = decisions < 12 && enabled(h.widgets, 'action.buy') ? 'action.buy' : 'action.auction';
      } else if (phase === 'auction') {
        const d = await shownDeed(page);
        assert.ok(d && d.space === state.auction.space, `the deed on auction is shown: ${JSON.stringify(d)}`);
        if (!auctionDeed) await shoot('auction');
        auctionDeed = true;
        id = 'auction.drop';
      } else if (phase === 'await_roll' || phase === 'opening_roll') {
        id = ['action.roll', 'action.fine'].find((x) => enabled(h.widgets, x));
      } else if (phase === 'end_turn') {
        turns++;
        if (!traded && (s['notice.money.rent'] || turns > 25)) {
          // The human gives all its cash away: the computer player's answer
          // is a notice, and the next debt ends the human's game.
          traded = true;
          await reveal(page, 'player.1.trade');
          const tw = (await hooks(page)).widgets.filter((w) => /^player\./.test(w.id));
          assert.ok(tw.find((w) => w.id === 'player.1.trade' && w.enabled), `a trade button: ${JSON.stringify(tw)} ${JSON.stringify((await hooks(page)).session)}`);
          await click(page, 'player.1.trade');
          await page.waitForFunction(() => window.__landlord.session.trade_open);
          for (const step of ['+100', '+10']) {
            for (let k = 0; k < 40; k++) {
              const w = (await hooks(page)).widgets.find((x) => x.id === `trade.give.cash${step}`);
              if (!w || !w.enabled) break;
              await reveal(page, w.id);
              const before = await page.evaluate(() => window.__landlord.frames);
              await page.mouse.click(w.cx, w.cy);
              await page.waitForFunction((n) => window.__landlord.frames >= n + 2, before);
            }
          }
          for (const w of (await hooks(page)).widgets.filter((x) => /^trade\.give\.deed\./.test(x.id))) {
            await reveal(page, w.id);
            await click(page, w.id);
          }
          await reveal(page, 'trade.propose');
          await click(page, 'trade.propose');
          await page.mouse.wheel(0, -5000);
          await page.waitForFunction(() => window.__seen['notice.trade'], null, { timeout: PATIENCE });
          // Ada's answer says why, in her words.
          const answer = await page.waitForFunction(() => (window.__landlord.shown || []).find((x) =>
            x.kind === 'notice.trade' && /^Trade (accepted|rejected) by Ada/.test(x.text)), null, { timeout: PATIENCE })
            .then((h) => h.jsonValue());
          assert.match(answer.text, /\nAda: \u201C.+\u201D$/, 'the trade result gives the computer player\'s reason');
          console.log(`# ${name}: ${answer.text.replace(/\n/g, ' / ')}`);
          await shoot('trade');
          // What is left to see, the human's bankruptcy and the end, is
          // shown at every speed: the rest of the game at Instant.
          await setSpeed(page, 'Instant');
          continue;
        }
        id = 'action.end';
      } else if (phase === 'raise_cash') {
        const m = h.widgets.find((w) => /^manage\.\d+\.(sell|mortgage)$/.test(w.id) && w.enabled);
        id = m ? m.id : 'debt.bankrupt';
      } else if (phase === 'tax_choice') {
        id = 'action.flat_tax';
      } else if (phase === 'trade_response') {
        // The computer player's offer comes with its reason, in its words.
        const said = await page.evaluate(() => (window.__landlord.shown || []).find((x) => x.kind === 'trade.reason'));
        assert.ok(said && /^Ada: \u201C.+\u201D$/.test(said.text), `the offer says why: ${JSON.stringify(said)}`);
        sawReason = true;
        // And a person who wants to hear every deal can ask for more.
        assert.ok(h.widgets.some((w) => w.id === 'trade.more' && w.enabled), 'the offer has "More offers, as they come"');
        await shoot('offer');
        id = 'trade.reject';
      } else if (phase === 'mortgaged_deed_received') {
        id = 'action.keep';
      } else if (phase === 'place_building') {
        id = h.widgets.find((w) => /^place\./.test(w.id) && w.enabled)?.id;
      }
      assert.ok(id, `an action in ${phase}: ${h.widgets.filter((w) => w.enabled).map((w) => w.id).join(' ')}`);
      if (id === 'action.end' && !shots.has('owned')) {
        const marks = await page.evaluate(() => (window.__landlord.shown || []).filter((s) => s.kind === 'owner'));
        if (marks.length) {
          const small = marks.filter((m) => Math.min(m.w, m.h) < 8);
          assert.deepEqual(small, [], 'every ownership mark is at least 8 px');
          await shoot('owned');
        }
      }
      const before = session.history;
      await reveal(page, id);
      await click(page, id);
      if (id === 'debt.bankrupt') {
        // Its own notice, or, when it ends the game, named in the winner's.
        await page.waitForFunction(() => window.__seen['notice.bankrupt'] ||
          / is bankrupt\. /.test(window.__seen['notice.gameover']?.text || ''), null, { timeout: PATIENCE });
        await shoot('bankrupt');
      }
      await page.waitForFunction((b) => window.__landlord.session.history !== b || window.__landlord.screen === 'gameover',
        before, { timeout: PATIENCE });
      if (phase !== 'trade_response') await page.mouse.wheel(0, -5000);
      decisions++;
    }
    await page.waitForFunction(() => window.__landlord.screen === 'gameover', null, { timeout: PATIENCE });
    const s = await seen(page);
    console.log(`# ${name}: ${decisions} decisions, ${checked} action buttons checked, seen ${Object.keys(s).join(' ')}`);
    // A two-player game ends with a bankruptcy: the winner's notice names it.
    const broke = / is bankrupt\. /.test(s['notice.gameover']?.text || '') ? 'notice.gameover' : 'notice.bankrupt';
    for (const kind of ['notice.money.rent', 'notice.trade', broke]) {
      assert.ok(s[kind], `a ${kind} was shown`);
      assert.ok(s[kind].inside, `the ${kind} was inside the viewport: ${JSON.stringify(s[kind])}`);
    }
    if (broke === 'notice.gameover') assert.ok(!s['notice.bankrupt'], 'no bankruptcy notice beside the winner\'s');
    console.log(`# ${name}: rent "${s['notice.money.rent'].text}"; trade "${s['notice.trade'].text}"; bankrupt "${s[broke].text}"`);
    const rowMoney = await page.evaluate(() => window.__rowMoney);
    console.log(`# ${name}: +$/-$ at a row in ${rowMoney.frames} frames`);
    assert.ok(rowMoney.frames > 0, 'money was shown at a player\'s row');
    assert.equal(rowMoney.fault, null, `a +$/-$ at a row: ${JSON.stringify(rowMoney.fault)}`);
    const noticeToken = await page.evaluate(() => window.__noticeToken);
    console.log(`# ${name}: notices checked against the tokens in ${noticeToken.frames} frames`);
    assert.ok(noticeToken.frames > 0, 'notices were checked against the tokens');
    assert.equal(noticeToken.fault, null, `a notice covers a token: ${JSON.stringify(noticeToken.fault)}`);
    const deedToken = await page.evaluate(() => window.__deedToken);
    console.log(`# ${name}: the deed card checked against the tokens in ${deedToken.frames} frames ` +
      `(a token standing over its edge in ${deedToken.over})`);
    assert.ok(deedToken.frames > 0, 'the deed card was checked against the tokens');
    assert.equal(deedToken.fault, null, `the deed card covers a token: ${JSON.stringify(deedToken.fault)}`);
    if (sawReason) console.log(`# ${name}: a computer player's offer said why`);
    assert.ok(buyDeed, 'a buy decision came with the deed shown');
    assert.ok(auctionDeed, 'an auction came with the deed shown');
    assert.ok(shots.has('owned'), 'ownership marks were checked');
    assert.ok(checked > 20, `action buttons were checked against legal_actions (${checked})`);
    // The bankruptcy has its moment first, then the game-over screen.
    const chart = await page.waitForFunction(() => (window.__landlord.shown || []).find((x) => x.kind === 'chart'),
      null, { timeout: PATIENCE }).then((h) => h.jsonValue()).catch(() => null);
    assert.ok(chart && chart.w > 200 && chart.h > 100, `the game-over screen shows the net-worth chart: ${JSON.stringify(chart)}`);
    assert.ok(chart.x >= 0 && chart.y >= 0 && chart.x + chart.w <= viewport.width && chart.y + chart.h <= viewport.height);
    await shoot('gameover');
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });
}
