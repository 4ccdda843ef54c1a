// Editions and their variants, by clicking the real UI: a Boutique game
// (boutique words on the board, the Shopping Spree choice made without
// seeing the amount), the Boutique Short Game's dealt deeds, and a timed
// game whose clock runs only while the game is played.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PATIENCE } from './harness.mjs';
import { hooks, click, startGame, openCustomGame, realErrors, waitForHuman, enabled } from './game-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

async function chooseGame(page, edition, variant) {
  await openCustomGame(page);
  await click(page, `newgame.edition.${edition}`);
  await click(page, `newgame.variant.${variant}`);
}

// One human decision that moves the game on without a choice of interest.
async function playOn(page, ws) {
  const id = ['action.roll', 'action.buy', 'action.end', 'action.fine', 'auction.drop'].find((x) => enabled(ws, x));
  assert.ok(id, 'some action is possible');
  const before = (await hooks(page)).session.actions;
  await click(page, id);
  await page.waitForFunction((b) => window.__landlord.session.actions !== b, before, { timeout: PATIENCE });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) test(`Boutique: edition words and the Shopping Spree choice (${name})`, async () => {
  const { context, page, errors } = await openPage(env, viewport);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await chooseGame(page, 'boutique', 'standard');
  // Seed 4: the first player lands on Shopping Spree with the first roll.
  await startGame(page, { kinds: ['human', 'easy'], seed: 4, speedClicks: 'Instant' });
  let h = await hooks(page);
  const labels = h.widgets.filter((w) => /^space\.\d+$/.test(w.id)).map((w) => w.label);
  assert.ok(labels.includes('Instant Message') && labels.includes('Text Message'), 'Boutique decks on the board');
  assert.ok(labels.includes('Shopping Spree'));
  assert.ok(!labels.some((l) => /Chance|Community Chest/.test(l)));

  for (let k = 0; k < 40; k++) {
    h = await waitForHuman(page);
    if (h.session.phase === 'tax_choice') break;
    await playOn(page, h.widgets);
  }
  assert.equal(h.session.phase, 'tax_choice');
  const p = h.session.decider;
  const flat = h.widgets.find((w) => w.id === 'action.flat_tax');
  const worth = h.widgets.find((w) => w.id === 'action.worth_tax');
  assert.equal(flat.label, 'Pay $200');
  assert.equal(worth.label, 'Pay 10% of my worth');  // no amount before the choice
  await screenshot(page, `game-variants-shopping-spree-${name}`);
  const cashBefore = h.state.players[p].cash;
  const deeds = h.state.deeds.filter((d) => d.owner === p).length;
  await click(page, 'action.worth_tax');
  await page.waitForFunction(() => window.__landlord.session.phase !== 'tax_choice', null, { timeout: PATIENCE });
  h = await hooks(page);
  const paid = cashBefore - h.state.players[p].cash;
  if (deeds === 0) assert.equal(paid, Math.floor(cashBefore / 10), '10% of cash when owning nothing');
  else assert.ok(paid > 0);
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('Boutique Short Game: three deeds dealt to each player (phone)', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.phone);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await chooseGame(page, 'boutique', 'short_game');
  await screenshot(page, 'game-variants-newgame-short-phone');
  await startGame(page, { kinds: ['human', 'easy', 'hard'], seed: 21, speedClicks: 'Normal' });
  const h = await hooks(page);
  assert.equal(h.state.turn_number <= 1, true);
  for (let p = 0; p < 3; p++) {
    assert.equal(h.state.deeds.filter((d) => d.owner === p).length, 3, `player ${p} holds three deeds`);
  }
  assert.equal(h.state.options.houses_per_hotel, 3);
  assert.equal(h.state.options.end_at_bankruptcy, 1);
  // The deal is announced on the board, player by player, and in the log.
  const dealt = await page.waitForFunction(() => (window.__landlord.shown || [])
    .find((s) => /deeds dealt to each player/.test(s.text || '')), null, { timeout: PATIENCE }).then((x) => x.jsonValue());
  for (const name of h.session.seats.map((s) => s.name)) assert.match(dealt.text, new RegExp(`${name}: `));
  assert.match(dealt.text, /free/);
  assert.match(await page.locator('#a11y-log').textContent(), /is dealt .+ and .+, free\./);
  await screenshot(page, 'game-variants-short-phone');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('Time limit: the clock runs while playing and stops while paused', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await chooseGame(page, 'boutique', 'time_limit');
  await click(page, 'newgame.minutes.15');
  await startGame(page, { kinds: ['human', 'easy'], seed: 5, speedClicks: 'Normal' });
  const left = async () => (await hooks(page)).state.clock_ms_left;
  assert.ok((await left()) <= 15 * 60000 && (await left()) > 15 * 60000 - 3000);
  let h = await hooks(page);
  for (let p = 0; p < 2; p++) assert.equal(h.state.deeds.filter((d) => d.owner === p).length, 2, 'two deeds dealt');
  const told = (await page.evaluate(() => (window.__landlord.shown || []).map((s) => s.text || ''))).join('\n');
  assert.match(told, /15 minutes of play/);
  assert.match(told, /2 deeds dealt to each player \(paid for\)/);
  // The clock runs: two seconds of play are counted (the page redraws a
  // running clock four times a second, so what it publishes keeps up).
  const clockBelow = (ms) => page.waitForFunction((x) => window.__landlord.state.clock_ms_left <= x, ms,
    { timeout: PATIENCE });
  await clockBelow(15 * 60000 - 2000);
  await screenshot(page, 'game-variants-time-limit');
  await click(page, 'settings.pause');  // the pause screen: Session::paused
  await page.waitForFunction(() => window.__landlord.screen === 'paused', null, { timeout: PATIENCE });
  // Paused, nothing counts: once the pause has settled, the time left is
  // the same a second and a half later (a running clock would have moved
  // by as much).
  await page.waitForTimeout(1200);
  const t2 = await left();
  await page.waitForTimeout(1500);
  assert.equal(await left(), t2, 'no time passes while paused');
  await click(page, 'paused.resume');
  await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: PATIENCE });
  await clockBelow(t2 - 500);  // the clock runs again
  // Playing on keeps counting the time.
  h = await waitForHuman(page);
  if (h.screen !== 'gameover') await playOn(page, h.widgets);
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
