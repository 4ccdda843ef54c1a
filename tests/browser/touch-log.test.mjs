// The log on a phone, scrolled out of view while a four-player game is
// played: it keeps following the newest line. Apart from touch-game.test.mjs
// so that each file ends well within the suite's 600 s limit.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PHONE_PLAY } from './harness.mjs';
import { startGame, waitForHuman, realErrors } from './game-helpers.mjs';
import { swipe, scroll, settle, humanStep, backToTop } from './touch-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// On a phone the log stands below the players, out of view while a
// four-player game is played from the top of the screen. Once it has been
// looked at, scrolled away and scrolled to again, it shows the newest
// lines: it kept following them while out of view (it used to jump to its
// oldest line, and stay there).
test('the log out of view keeps following the newest line', async () => {
  const { context, page, errors } = await openPage(env, PHONE_PLAY);
  const cdp = await context.newCDPSession(page);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await startGame(page, { kinds: ['human', 'easy', 'easy', 'easy'], seed: 11, speedClicks: 'Instant' });
  // Takes the human's decisions from the top of the screen; counts those
  // taken with the log wholly below it.
  async function play(decisions) {
    let hidden = 0;
    const countHidden = async () => {
      const s = await scroll(page);
      if (!s.log || s.log.rect[1] >= 844) hidden++;
    };
    for (let k = 0, done = 0; k < 4 * decisions && done < decisions; k++) {
      const step = await humanStep(page, cdp, { beforeTap: countHidden });
      if (step === 'gameover') break;
      if (step === 'tapped') done++;
    }
    return hidden;
  }
  // Brings the log on screen (swipes on the screen above it, never on it).
  async function toLog() {
    await waitForHuman(page);
    await settle(page);
    let s = await scroll(page);
    for (let k = 0; k < 8 && !(s.log && s.log.rect[3] - s.log.rect[1] >= 200); k++) {
      const from = s.log && s.log.rect[1] < 844 ? Math.max(160, s.log.rect[1] - 30) : 700;
      await swipe(cdp, 195, from, from - 150, { steps: 8, ms: 16 });
      await sleep(800);
      await settle(page);
      s = await scroll(page);
    }
    assert.ok(s.log && s.log.rect[3] - s.log.rect[1] >= 200, `the log is on screen: ${JSON.stringify(s)}`);
    return s.log;
  }
  console.log(`# first decisions: log out of view in ${await play(10)}`);
  let log = await toLog();
  console.log(`# the log on screen: ${JSON.stringify(log)}`);
  assert.ok(log.max > 50 && log.y >= log.max - 4, `the log, first looked at, shows its newest lines: ${JSON.stringify(log)}`);
  await backToTop(page, cdp);
  const hidden = await play(8);
  assert.ok(hidden >= 6, `decisions taken with the log out of view: ${hidden}`);
  const maxBefore = log.max;
  log = await toLog();
  assert.ok(log.max > maxBefore, `lines were added meanwhile: ${maxBefore} -> ${log.max}`);
  assert.ok(log.y >= log.max - 4, `the log shows its newest lines: scrolled ${log.y} of ${log.max}`);
  await screenshot(page, 'touch-log-newest');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
