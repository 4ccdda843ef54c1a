// Computer turns at the Normal speed, as a person watches them (issue 9,
// point 5): each is paced so that it can be followed (the token walks,
// every decision waits a moment) and is over in a few seconds; Skip ends
// the walk at once. Prints each turn's duration and actions.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS } from './harness.mjs';
import { hooks, click, startGame, waitForHuman, realErrors } from './game-helpers.mjs';
import { move } from './saves-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

test('a computer turn at Normal speed takes a few seconds and can be followed; Skip ends the walk', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await startGame(page, { kinds: ['human', 'hard'], seed: 8, speedClicks: 'Normal' });
  assert.equal((await hooks(page)).session.speed, 'Normal');
  const turns = [];
  let skipped = false;
  for (let k = 0; k < 60 && turns.length < 4; k++) {
    const before = await waitForHuman(page);
    if (before.screen === 'gameover') break;
    const ending = before.widgets.some((w) => w.id === 'action.end' && w.enabled && w.visible) &&
      !before.widgets.some((w) => /^action\.(roll|buy)$/.test(w.id) && w.enabled && w.visible);
    await move(page);
    if (!ending) continue;
    // The human ended the turn: the computer player's turn is timed from
    // here to the human's next turn.
    const t0 = Date.now();
    const start = await hooks(page);
    if (!skipped && turns.length === 2) {
      // Skip during the walk: the token lands at once.
      await page.waitForFunction(() => window.__landlord.session.animating, null, { timeout: 10000 });
      await click(page, 'settings.skip');
      await page.waitForFunction(() => !window.__landlord.session.animating, null, { timeout: 2000 });
      skipped = true;
      await waitForHuman(page, 60000);
      continue;
    }
    const after = await waitForHuman(page, 60000);
    if (after.screen === 'gameover') break;
    if (after.state.current !== 0) continue;  // asked during the computer's turn (an auction, a trade)
    const seconds = (Date.now() - t0) / 1000;
    const actions = after.session.history - start.session.history;
    turns.push({ seconds, actions });
  }
  console.log(`# computer turns at Normal speed: ${turns.map((t) => `${t.seconds.toFixed(1)} s for ${t.actions} actions`).join('; ')}`);
  assert.ok(skipped, 'Skip was tried during a computer turn');
  assert.ok(turns.length >= 3, `enough computer turns were timed: ${turns.length}`);
  for (const t of turns) {
    // Paced: at least half a second per decision on average, so each can be seen.
    assert.ok(t.seconds >= 0.5 * Math.max(1, t.actions - 1), `a turn of ${t.actions} actions took ${t.seconds} s`);
  }
  const sorted = turns.map((t) => t.seconds).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  assert.ok(median <= 8, `a computer turn takes a few seconds (median ${median} s)`);
  await screenshot(page, 'game-pace-normal-desktop');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
