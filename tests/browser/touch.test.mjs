// Finger scrolling on a phone: a swipe (CDP touch events, as a real touch
// screen sends them) moves the content under the finger, keeps gliding
// after the finger lifts, and presses nothing even when it starts on a
// button; a tap still presses.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, callHook, VIEWPORTS, PHONE_PLAY, PATIENCE } from './harness.mjs';
import { hooks, click, findWidget, startGame, openCustomGame, waitForHuman, realErrors } from './game-helpers.mjs';
import { move, settled, status } from './saves-helpers.mjs';
import { swipe, fingerTap as tap, scroll, settle } from './touch-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seatCount = (ws) => ws.filter((w) => /^seat\.\d+\.human$/.test(w.id)).length;
const shape = (ws) => ws.map((w) => `${w.id}|${w.label}|${w.enabled}`).join('\n');

test('a swipe scrolls the new-game screen and presses nothing; a tap presses', async () => {
  const { context, page, errors } = await openPage(env, PHONE_PLAY);
  const cdp = await context.newCDPSession(page);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await openCustomGame(page);
  await settle(page);
  const s0 = await scroll(page);
  assert.ok(s0.newgame, `the new-game screen should be scrollable at 390x844: ${JSON.stringify(s0)}`);
  assert.equal(s0.newgame.y, 0);
  const before = await hooks(page);
  const plus = await findWidget(page, 'newgame.players+');
  // Starts on the "+ player" button: a press there would add a seat.
  await swipe(cdp, plus.cx, plus.cy, plus.cy - 120, { steps: 6, ms: 12 });
  await settle(page);
  const atLift = (await scroll(page)).newgame.y;
  assert.ok(atLift >= 100, `content should follow the finger: scrolled ${atLift}`);
  const after = await hooks(page);
  assert.equal(after.screen, 'newgame');
  assert.equal(seatCount(after.widgets), seatCount(before.widgets), 'the swipe pressed "+ player"');
  assert.equal(shape(after.widgets), shape(before.widgets), 'the swipe changed the form');
  await screenshot(page, 'touch-newgame-swiped');

  // Swiping back down returns to the top.
  await swipe(cdp, 195, 300, 800, { steps: 10, ms: 16 });
  await sleep(1200);
  await settle(page);
  assert.equal((await scroll(page)).newgame.y, 0, 'a downward swipe should scroll back to the top');

  // A tap (no movement) still presses the button.
  const plus2 = await findWidget(page, 'newgame.players+');
  const n = seatCount((await hooks(page)).widgets);
  await tap(page, cdp, plus2.cx, plus2.cy);
  await settle(page, 4);
  assert.equal(seatCount((await hooks(page)).widgets), n + 1, 'a tap on "+ player" should add a seat');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('a quick flick keeps gliding after the finger lifts, then stops', async (t) => {
  // At 1x the headless browser draws fast enough to acknowledge CDP touch
  // events at a finger's pace (at 3x each takes about half a second, a
  // finger too slow to fling).
  const { context, page, errors } = await openPage(env, { ...VIEWPORTS.phone, deviceScaleFactor: 1 });
  const cdp = await context.newCDPSession(page);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await openCustomGame(page);
  await settle(page);
  // The page notes when each touch event reaches it. A finger still for
  // more than 90 ms before lifting rightly gets no glide, and a loaded
  // machine can hold the lift back that long; such a flick is flicked
  // again. A lift that came quickly must glide.
  await page.evaluate(() => {
    window.__touchTimes = [];
    for (const type of ['touchmove', 'touchend']) {
      window.addEventListener(type, () => window.__touchTimes.push([type, performance.now()]), { capture: true });
    }
  });
  let atLift = 0, from = 0, glide = null, gaps = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.evaluate(() => { window.__touchTimes = []; });
    from = (await scroll(page)).newgame.y;
    await swipe(cdp, 195, 640, 520, { steps: 5, ms: 8 });
    await settle(page, 1);
    atLift = (await scroll(page)).newgame.y;
    await sleep(2500);
    await settle(page);
    glide = (await scroll(page)).newgame;
    const times = await page.evaluate(() => window.__touchTimes);
    const moves = times.filter(([t]) => t === 'touchmove'), end = times.find(([t]) => t === 'touchend');
    const gap = moves.length && end ? end[1] - moves[moves.length - 1][1] : Infinity;
    gaps.push(Math.round(gap));
    console.log(`# flick of 120 px from ${from}: ${atLift} at the lift (${Math.round(gap)} ms after the last move), ${glide.y} of ${glide.max} after`);
    assert.ok(atLift >= from + 100, `the content should follow the finger: ${from} -> ${atLift}`);
    // The finger moved the content 120 px; any more is the glide (on a
    // loaded machine part of it is already done when the lift is read).
    if (gap <= 80 || glide.y > from + 130) break;
  }
  const glided = glide.y > from + 130;
  if (!glided && !gaps.some((g) => g <= 80)) {
    // No flick was made: each lift reached the page after the finger had
    // rested long enough to stop a glide. Nothing is known either way.
    await context.close();
    t.skip(`every lift came late, the machine is too loaded to flick: ${gaps.join(', ')} ms`);
    return;
  }
  assert.ok(glided, `momentum should carry the content on: ${from} + 120 by the finger -> ${glide.y} (lifts ${gaps.join(', ')} ms after the last move)`);
  await sleep(500);
  await settle(page);
  assert.equal((await scroll(page)).newgame.y, glide.y, 'the glide should have stopped');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('a long press shows what hovering shows and presses nothing; a tap shows no tooltip', async () => {
  const { context, page, errors } = await openPage(env, PHONE_PLAY);
  const cdp = await context.newCDPSession(page);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await openCustomGame(page);
  await settle(page);
  const tooltip = () => page.evaluate(() => ((window.__landlord.shown || []).find((s) => s.kind === 'tooltip') || {}).text || '');
  const token = await findWidget(page, 'seat.0.token');
  // Held still for most of a second: the token's tooltip, while the finger is down.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: token.cx, y: token.cy }] });
  await sleep(150);
  assert.equal(await tooltip(), '', 'no tooltip while a finger has only just gone down');
  await sleep(650);
  await settle(page, 2);
  assert.match(await tooltip(), /^Token: /, 'a long press shows the tooltip');
  await screenshot(page, 'touch-long-press');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await settle(page, 4);
  const after = (await hooks(page)).widgets.find((w) => w.id === 'seat.0.token');
  assert.equal(after.label, token.label, 'lifting after a long press pressed the token');
  assert.equal(await tooltip(), '', 'the tooltip goes with the finger');
  // A tap presses (the token changes) and flashes no tooltip.
  await tap(page, cdp, token.cx, token.cy);
  await settle(page, 4);
  assert.notEqual((await hooks(page)).widgets.find((w) => w.id === 'seat.0.token').label, token.label, 'a tap changes the token');
  assert.equal(await tooltip(), '');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

// The state of the trade offer as drawn: every trade control and its label.
const tradeShape = (ws) => ws.filter((w) => w.id.startsWith('trade.')).map((w) => `${w.id}|${w.label}|${w.enabled}`).join('\n');

test('a swipe scrolls the trade dialog\'s deeds and ticks nothing; a tap ticks', async () => {
  const { context, page, errors } = await openPage(env, PHONE_PLAY);
  const cdp = await context.newCDPSession(page);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await startGame(page, { kinds: ['human', 'easy'], seed: 7, speedClicks: 'Instant' });
  // Buy until the human holds six deeds and may propose a trade.
  for (let k = 0; k < 80; k++) {
    const h = await waitForHuman(page);
    if (h.widgets.some((w) => w.id === 'trade.reject' && w.enabled)) { await click(page, 'trade.reject'); continue; }
    const mine = h.state.deeds.filter((d) => d.owner === 0).length;
    if (mine >= 6 && h.widgets.some((w) => w.id === 'player.1.trade' && w.enabled)) break;
    await move(page);
  }
  // A click that the panel moved away from on a busy machine (its rows
  // still settling) opens nothing: clicked again, as a person would.
  const tradeOpen = () => page.evaluate(() => window.__landlord.session.trade_open);
  for (let k = 0; k < 6 && !(await tradeOpen()); k++) {
    await click(page, 'player.1.trade');
    await page.waitForFunction(() => window.__landlord.session.trade_open, null, { timeout: 20000 }).catch(() => {});
  }
  assert.ok(await tradeOpen(), 'the trade dialog opens');
  await settle(page);
  const s0 = await scroll(page);
  assert.ok(s0.sides && s0.sides.max > 100, `the trade lists should scroll at 390x844: ${JSON.stringify(s0)}`);
  const before = await hooks(page);
  // Starts on a deed's tick box: a press there would add it to the offer.
  const deed = before.widgets.find((w) => /^trade\.give\.deed\./.test(w.id) && w.visible && w.cy > s0.sides.rect[1] + 60 &&
    w.cy < s0.sides.rect[3] - 40);
  assert.ok(deed, 'a deed of the offer on screen');
  await swipe(cdp, deed.cx, deed.cy, deed.cy - 150, { steps: 8, ms: 16 });
  await sleep(800);
  await settle(page);
  const s1 = await scroll(page);
  assert.ok(s1.sides.y > s0.sides.y + 80, `the trade lists should scroll: ${s0.sides.y} -> ${s1.sides.y}`);
  assert.equal(s1.main.y, s0.main.y, 'the screen behind the dialog stays put');
  const after = await hooks(page);
  assert.equal(tradeShape(after.widgets), tradeShape(before.widgets), 'the swipe changed the offer');
  assert.equal(after.session.actions, before.session.actions);
  await screenshot(page, 'touch-trade-swiped');
  // A tap on a deed still ticks it, once the list has come to rest (a tap
  // on a list still gliding only stops it, as on any phone).
  let rest = await scroll(page);
  for (let k = 0; k < 20; k++) {
    await sleep(250);
    const again = await scroll(page);
    if (again.sides.y === rest.sides.y) break;
    rest = again;
  }
  const still = await hooks(page);
  const target = still.widgets.find((w) => /^trade\.give\.deed\./.test(w.id) && w.visible && w.cy > rest.sides.rect[1] + 30 &&
    w.cy < rest.sides.rect[3] - 30);
  assert.ok(target, 'a deed on screen to tap');
  await tap(page, cdp, target.cx, target.cy);
  await settle(page);
  assert.notEqual(tradeShape((await hooks(page)).widgets), tradeShape(still.widgets), 'a tap ticks a deed');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('a swipe scrolls the saved-games list and presses nothing; a tap opens', async () => {
  const { context, page, errors } = await openPage(env, PHONE_PLAY);
  const cdp = await context.newCDPSession(page);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await startGame(page, { kinds: ['human', 'easy'], seed: 11, speedClicks: 'Instant' });
  await move(page);
  await settled(page);
  // Five more saved games, so that the list is longer than the screen.
  const exported = await callHook(page, 'landlord_test_shelf_export', (await status(page)).id);
  assert.equal(exported.ok, true, exported.message);
  for (let i = 0; i < 5; i++) {
    const r = await callHook(page, 'landlord_test_shelf_import', exported.text, Date.now() - (i + 1) * 3600e3);
    assert.equal(r.ok, true, r.message);
  }
  await click(page, 'settings.pause');
  await page.waitForFunction(() => window.__landlord.screen === 'paused', null, { timeout: PATIENCE });
  await click(page, 'paused.saves');
  await page.waitForFunction(() => window.__landlord.screen === 'saves', null, { timeout: PATIENCE });
  await settle(page);
  const s0 = await scroll(page);
  assert.ok(s0.saves && s0.saves.max > 300, `six saved games should not fit at 390x844: ${JSON.stringify(s0)}`);
  const before = await hooks(page);
  // Starts on an Open button: a press there would open that game.
  const open = before.widgets.find((w) => /^saves\..*\.open$/.test(w.id) && w.visible && w.cy > 300 && w.cy < 700);
  assert.ok(open, 'an Open button on screen');
  await swipe(cdp, open.cx, open.cy, open.cy - 200, { steps: 8, ms: 16 });
  await sleep(800);
  await settle(page);
  const s1 = await scroll(page);
  assert.ok(s1.saves.y > s0.saves.y + 120, `the list should scroll: ${s0.saves.y} -> ${s1.saves.y}`);
  const after = await hooks(page);
  assert.equal(after.screen, 'saves', 'the swipe opened a game');
  assert.equal(shape(after.widgets.filter((w) => w.id.startsWith('saves.'))).split('\n').length,
    shape(before.widgets.filter((w) => w.id.startsWith('saves.'))).split('\n').length, 'no rename or delete was opened');
  await screenshot(page, 'touch-saves-swiped');
  // Tapped once the list is at rest (a tap on a gliding list only stops it).
  let rest = await scroll(page);
  for (let k = 0; k < 20; k++) {
    await sleep(250);
    const again = await scroll(page);
    if (again.saves.y === rest.saves.y) break;
    rest = again;
  }
  const target = (await hooks(page)).widgets.find((w) => /^saves\..*\.open$/.test(w.id) && w.visible && w.cy > 100 &&
    w.cy < 800);
  assert.ok(target, 'an Open button on screen to tap');
  await tap(page, cdp, target.cx, target.cy);
  await page.waitForFunction(() => ['playing', 'gameover'].includes(window.__landlord.screen), null, { timeout: PATIENCE });
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
