// A short desktop window (900x600): the decision and all four players are
// on screen without scrolling (the log keeps its last lines; every event is
// also a notice).
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, PATIENCE } from './harness.mjs';
import { startGame, waitForHuman, realErrors, hooks } from './game-helpers.mjs';
import { move } from './saves-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const whole = (w) => w && w.visible && Math.abs(w.cy - (w.y + w.h / 2)) < 0.5 && Math.abs(w.cx - (w.x + w.w / 2)) < 0.5;

test('900x600: the decision and four players fit without scrolling', async () => {
  const { context, page, errors } = await openPage(env, { width: 900, height: 600, deviceScaleFactor: 1 });
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await startGame(page, { kinds: ['human', 'easy', 'hard', 'easy'], seed: 4, speedClicks: 'Instant' });
  let seen = 0;
  for (let i = 0; i < 20 && seen < 2; i++) {
    await waitForHuman(page);
    // A frame laid out with the heights it measured: the first frame of a
    // new decision uses the last one's (and draws again).
    await page.waitForFunction(() => {
      if (window.__testNudge) window.__testNudge();
      const l = window.__landlord;
      return l.layout && l.layout.settled && l.session && l.session.waiting_human >= 0;
    }, null, { timeout: PATIENCE });
    const h = await hooks(page);
    const step = h.widgets.find((w) => /^action\.(roll|end)$/.test(w.id) && w.enabled);
    // Trades are open once the opening rolls are over: the rivals' rows then
    // carry a Trade button, the last row's at the panel's bottom.
    const trades = [1, 2, 3].map((p) => h.widgets.find((w) => w.id === `player.${p}.trade`));
    if (step && trades.every(Boolean)) {
      assert.ok(whole(step), `${step.id} is whole on screen: ${JSON.stringify(step)}`);
      trades.forEach((t, k) => assert.ok(whole(t), `player ${k + 1}'s Trade is whole on screen: ${JSON.stringify(t)}`));
      if (seen++ === 0) await screenshot(page, 'small-window-900x600');
    }
    await move(page);
  }
  assert.ok(seen >= 1, 'a roll or end-turn decision was seen');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
