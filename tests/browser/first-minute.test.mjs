// The first minute: from a fresh profile one tap starts a game against
// three computer players (Classic); the opponents' level is chosen on the
// same screen; Custom game opens the full set-up and Back returns; a
// returning player is offered Continue first.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PATIENCE } from './harness.mjs';
import { hooks, click, realErrors, setSpeed, waitForHuman } from './game-helpers.mjs';
import { move, settled } from './saves-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const homeShown = (page) => page.waitForFunction(() => window.__landlord.screen === 'newgame' &&
  (window.__landlord.widgets || []).some((w) => w.id === 'home.play' && w.visible), null, { timeout: PATIENCE });

test('one tap on Play starts a game against three computer players; Continue comes first next time',
  async () => {
    const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await homeShown(page);
    const home = await hooks(page);
    assert.equal((await page.evaluate(() => window.__landlord.focus)).default, 'home.play', 'Enter plays');
    assert.ok(home.widgets.some((w) => w.id === 'home.custom' && w.visible));
    await screenshot(page, 'home-desktop');

    // Custom game opens the form; Esc (or its Back button) returns to Play.
    await click(page, 'home.custom');
    await page.waitForFunction(() => (window.__landlord.widgets || []).some((w) => w.id === 'newgame.start'), null,
      { timeout: PATIENCE });
    assert.ok(!(await hooks(page)).widgets.some((w) => w.id === 'newgame.seed'), 'the seed waits under More');
    await page.keyboard.press('Escape');
    await homeShown(page);

    // The level of the opponents, then one tap.
    // The strongest level, Expert, whose memories are saved with the game.
    await click(page, 'home.level.expert');
    await click(page, 'home.play');
    await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: PATIENCE });
    const h = await hooks(page);
    assert.deepEqual(h.session.seats.map((s) => s.kind), ['human', 'expert', 'expert', 'expert']);
    assert.equal(h.state.options !== undefined, true);
    await screenshot(page, 'home-played-desktop');
    await move(page);
    await settled(page);

    // The save holds what the computer players remember (docs/saves.md).
    const bots = await page.evaluate(() => {
      const copies = Object.keys(localStorage).filter((k) => /^landlord\.game\..*\.[ab]$/.test(k));
      return copies.map((k) => { try { return JSON.parse(localStorage.getItem(k)).ui.bots; } catch { return undefined; } });
    });
    assert.ok(bots.length > 0 && bots.every((b) => Array.isArray(b) && b.length === 4 && b[0] === null &&
      b.slice(1).every((m) => m && typeof m === 'object' && 'hard' in m)), `bots' memories saved: ${JSON.stringify(bots)}`);
    // Back later: the game is offered first.
    await page.reload();
    await waitForFrames(page, 2);
    await page.waitForFunction(() => window.__landlord.screen === 'resume', null, { timeout: PATIENCE });
    assert.equal((await page.evaluate(() => window.__landlord.focus)).default, 'saves.continue');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: PATIENCE });
    await waitForHuman(page);
    assert.deepEqual((await hooks(page)).session.seats.map((s) => s.kind), ['human', 'expert', 'expert', 'expert']);
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });

// The first-turn guide of a quick game: its card, as drawn.
const guide = (page) => page.evaluate(() => ((window.__landlord.shown || []).find((s) => s.kind === 'guide') || {}).text);
const visible = (page, id) => page.evaluate((x) => (window.__landlord.widgets || []).some((w) => w.id === x && w.visible), id);

// From the home screen, one tap on Play, to the human's first decision.
async function playQuick(page) {
  await homeShown(page);
  await click(page, 'home.play');
  await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: PATIENCE });
  await waitForHuman(page);
}
const guideShown = (page) => page.waitForFunction(() => (window.__landlord.shown || []).some((s) => s.kind === 'guide'),
  null, { timeout: PATIENCE });

test('the first-turn guide walks through roll, buy, rent, build and trade, and is not shown again',
  async () => {
    const { context, page, errors } = await openPage(env, VIEWPORTS.phone);
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await playQuick(page);
    await guideShown(page);
    assert.match(await guide(page), /^Guide 1 of 5: (Who starts|Roll the dice)/);
    assert.equal(await visible(page, 'guide.next'), false, 'the first card moves on with the roll');
    await screenshot(page, 'guide-1-phone');
    // The three computer players' turns at Instant: the cards follow the
    // person's turns, whatever the speed (at Normal, the game's random
    // seed made this test take from 29 to 63 s).
    await setSpeed(page, 'Instant');
    assert.equal((await hooks(page)).session.speed, 'Instant');
    assert.match(await guide(page), /^Guide 1 of 5/, 'the speed changed, the card stays');
    const seen = new Set();
    for (let k = 0; k < 40 && (await guide(page)); k++) {
      const text = await guide(page);
      seen.add(text.match(/^Guide (\d) of 5/)[1]);
      if (text.startsWith('Guide 3 of 5')) {
        // Played on rather than read: the card stays until the player's next
        // roll, then the next card follows.
        await screenshot(page, 'guide-3-phone');
        const shownAt = (await hooks(page)).state.turn_number;
        let waited = false, snap;
        for (let m = 0; m < 60; m++) {
          await guideShown(page);
          snap = await page.evaluate(() => {
            const l = window.__landlord;
            const g = (l.shown || []).find((x) => x.kind === 'guide');
            return { g: g && g.text, current: l.state.current, phase: l.state.phase, turn: l.state.turn_number };
          });
          if (snap.g !== text) break;
          if (snap.current === 0 && snap.phase === 'await_roll' && snap.turn !== shownAt) waited = true;
          await move(page);
          await waitForHuman(page);
        }
        assert.match(snap.g || '', /^Guide 4 of 5/, 'the next card follows');
        assert.ok(waited, 'the third card stayed until the player\'s next turn');
        assert.ok(snap.current === 0 && snap.turn > shownAt && snap.phase !== 'await_roll', `at that turn's roll: ${JSON.stringify(snap)}`);
        seen.add('4');
        continue;
      }
      if (await visible(page, 'guide.next')) {
        await click(page, 'guide.next');
        await page.waitForFunction((t) => {
          const g = (window.__landlord.shown || []).find((s) => s.kind === 'guide');
          return !g || g.text !== t;
        }, text, { timeout: PATIENCE });
      } else {
        await move(page);  // roll (or decide), the card follows the turn
      }
      await waitForHuman(page);
    }
    assert.equal(await guide(page), undefined, 'Got it ends the guide');
    assert.deepEqual([...seen].sort(), ['1', '2', '3', '4', '5'], 'every card was shown');
    await settled(page);

    // A new quick game on this device: no guide.
    await page.reload();
    await waitForFrames(page, 2);
    await page.waitForFunction(() => window.__landlord.screen === 'resume', null, { timeout: PATIENCE });
    await click(page, 'saves.new');
    await playQuick(page);
    await waitForFrames(page, 3);
    assert.equal(await guide(page), undefined, 'the guide is shown once per device');
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });

test('Skip the guide puts it away at once, and for good', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await playQuick(page);
  await guideShown(page);
  await screenshot(page, 'guide-1-desktop');
  await click(page, 'guide.skip');
  await page.waitForFunction(() => !(window.__landlord.shown || []).some((s) => s.kind === 'guide'), null, { timeout: PATIENCE });
  assert.equal(await page.evaluate(() => window.localStorage.getItem('landlord.guide')), 'done');
  // A turn of the person's and the computer players' (theirs at Instant).
  await setSpeed(page, 'Instant');
  await move(page);
  await waitForHuman(page);
  assert.equal(await guide(page), undefined, 'skipped for good');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
