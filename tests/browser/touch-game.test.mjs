// Finger scrolling on a phone's game screen while a game is played: a swipe
// scrolls the screen and takes no action, and the log scrolls on its own
// under the finger. Each game-screen test has its own file, so that every
// file ends well within the suite's 600 s limit on a loaded machine.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PHONE_PLAY } from './harness.mjs';
import { hooks, startGame, waitForHuman, realErrors } from './game-helpers.mjs';
import { swipe, scroll, settle, humanStep } from './touch-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

test('a swipe over the game screen scrolls it and takes no action', async () => {
  const { context, page, errors } = await openPage(env, PHONE_PLAY);
  const cdp = await context.newCDPSession(page);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await startGame(page, { kinds: ['human', 'easy'], seed: 7, speedClicks: 'Instant' });
  await waitForHuman(page);
  await settle(page);
  const s0 = await scroll(page);
  assert.ok(s0.main, `the phone game screen should be scrollable: ${JSON.stringify(s0)}`);
  const before = await hooks(page);
  // Starts on an action button of the human's turn: a press would apply it.
  const act = before.widgets.find((w) => w.action && w.enabled && w.visible && w.cy > 200 && w.cy < 800);
  assert.ok(act, 'an action button should be on screen');
  await swipe(cdp, act.cx, act.cy, act.cy - 150, { steps: 8, ms: 16 });
  await sleep(800);
  await settle(page);
  const s1 = await scroll(page);
  assert.ok(s1.main.y > s0.main.y + 100, `the game screen should scroll: ${s0.main.y} -> ${s1.main.y}`);
  const after = await hooks(page);
  assert.equal(after.session.actions, before.session.actions, `the swipe applied an action (${act.id})`);
  assert.deepEqual(after.state, before.state, 'the game state changed under a swipe');
  await screenshot(page, 'touch-game-swiped');

  // The log scrolls on its own under the finger once it has more lines than
  // fit: play on until it does, bring it on screen, and swipe it back to
  // older lines (it follows the newest, at its bottom).
  const longLog = async () => { const l = (await scroll(page)).log; return l && l.max > 300; };
  for (let k = 0; k < 60 && !(await longLog()); k++) {
    if ((await humanStep(page, cdp)) === 'gameover') break;
  }
  await waitForHuman(page);
  await settle(page);
  let s2 = await scroll(page);
  assert.ok(s2.log && s2.log.max > 300, `the log should have more lines than fit by now: ${JSON.stringify(s2)}`);
  // Bring the log's window onto the screen (swipes on the screen above it).
  for (let k = 0; k < 6 && s2.log.rect[3] - s2.log.rect[1] < 200; k++) {
    await swipe(cdp, 195, 700, 300, { steps: 8, ms: 16 });
    await sleep(800);
    await settle(page);
    s2 = await scroll(page);
  }
  const [lx0, ly0, lx1, ly1] = s2.log.rect;
  assert.ok(ly1 - ly0 >= 200, `the log should be on screen: ${JSON.stringify(s2.log)}`);
  const mainBefore = s2.main.y, logBefore = s2.log.y;
  const start = await hooks(page);
  await swipe(cdp, (lx0 + lx1) / 2, ly0 + 30, ly0 + 30 + 150, { steps: 8, ms: 16 });
  await sleep(800);
  await settle(page);
  const s3 = await scroll(page);
  assert.ok(s3.log.y < logBefore - 100, `the log should scroll back under the finger: ${logBefore} -> ${s3.log.y}`);
  assert.equal(s3.main.y, mainBefore, 'the screen around the log stays put while the log can scroll');
  assert.equal((await hooks(page)).session.actions, start.session.actions, 'the swipe applied an action');
  await screenshot(page, 'touch-log-swiped');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
