// Games with only computer players, run through the UI loop at the Instant
// speed (fast-forward), until the game-over screen with its ranking.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS } from './harness.mjs';
import { hooks, findWidget, click, startGame, realErrors } from './game-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const GAMES = [
  { kinds: ['hard', 'easy'], seed: 11, viewport: 'desktop' },
  { kinds: ['easy', 'hard', 'easy'], seed: 5, viewport: 'phone' },
];

for (const g of GAMES) {
  test(`computer players only play a whole game: ${g.kinds.join(' v ')} (${g.viewport})`, { timeout: 300000 }, async () => {
    const { context, page, errors } = await openPage(env, VIEWPORTS[g.viewport]);
    await page.goto(env.url);
    await waitForFrames(page, 2);
        const t0 = Date.now();
    await startGame(page, { kinds: g.kinds, seed: g.seed, speedClicks: 'Instant' });
    await page.waitForFunction(() => window.__landlord.screen === 'gameover', null, { timeout: 280000, polling: 500 });
    const { state, session } = await hooks(page);
    const perf = await page.evaluate(() => window.__landlord.perf);
    console.log(`# ${g.kinds.join('/')}: game over after ${state.turn_number} turns, ${session.actions} actions, ${Date.now() - t0} ms; winner ${state.winner}; App::frame ${JSON.stringify(perf)}`);
    assert.equal(state.phase, 'game_over');
    assert.equal(session.bot_failures, 0, 'no computer player action was refused (ai::Table policy)');
    assert.ok(state.winner >= 0 && state.winner < g.kinds.length);
    const w = await findWidget(page, 'gameover.new');
    assert.ok(w.visible, 'the game-over screen offers a new game');
    await screenshot(page, `game-bots-${g.kinds.length}p-${g.viewport}`);
    await click(page, 'gameover.board');
    await screenshot(page, `game-bots-${g.kinds.length}p-${g.viewport}-board`);
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });
}
