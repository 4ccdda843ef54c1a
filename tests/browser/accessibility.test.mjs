// The game for a screen-reader user: the page mirrors the canvas with a
// live log of what happens, a heading that says what is asked of whom, and
// a real button for each control that can be pressed now. A game is started
// and ten human turns are played through those buttons only (clicked the
// way assistive technology activates them), and what the accessibility
// tree says is checked along the way.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PATIENCE } from './harness.mjs';
import { hooks, realErrors, waitForHuman } from './game-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const buttons = (page) => page.locator('#a11y-controls button').evaluateAll(
  (bs) => bs.map((b) => ({ id: b.dataset.id, label: b.textContent })));

// Buttons that do different things say different things: every label the
// mirror offers at once is its own. Collects, per label, the ids that
// share it.
const sameLabel = new Map();
async function noTwoAlike(page, where) {
  const seen = new Map();
  for (const b of await buttons(page)) {
    if (seen.has(b.label) && seen.get(b.label) !== b.id) {
      sameLabel.set(`${where}: "${b.label}"`, `${seen.get(b.label)} ${b.id}`);
    }
    seen.set(b.label, b.id);
  }
}

async function press(page, id) {
  const before = await page.evaluate(() => window.__landlord.frames);
  await page.locator(`#a11y-controls button[data-id="${id}"]`).dispatchEvent('click');
  await page.waitForFunction((n) => window.__landlord.frames >= n + 2, before, { timeout: PATIENCE });
}

// What a screen reader may choose, in order of preference, for a turn.
const PREFER = [/^action\.roll$/, /^action\.buy$/, /^action\.fine$/, /^action\.end$/, /^auction\.drop$/,
  /^trade\.reject$/, /^action\.keep$/, /^tax\./, /^demand\./, /^place\./, /^raise\./, /^manage\./, /^action\./];

test('a whole game through the accessible mirror: ten human turns, announced', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await page.waitForFunction(() => window.__landlord.screen === 'newgame', null, { timeout: PATIENCE });
  // The canvas is hidden from assistive technology; the mirror is not.
  assert.equal(await page.locator('#canvas').getAttribute('aria-hidden'), 'true');
  await page.waitForFunction(() => document.querySelectorAll('#a11y-controls button').length > 3, null, { timeout: PATIENCE });
  // The home screen: Play, and Custom game, which opens the set-up.
  const home = await page.locator('#a11y').ariaSnapshot();
  assert.match(home, /heading "Landlord\. Play starts a game/);
  assert.match(home, /button "Play"/);
  assert.match(home, /button "Custom game"/);
  await press(page, 'home.custom');
  await page.waitForFunction(() => [...document.querySelectorAll('#a11y-controls button')]
    .some((b) => b.dataset.id === 'newgame.start'), null, { timeout: PATIENCE });
  const setup = await page.locator('#a11y').ariaSnapshot();
  assert.match(setup, /heading "Custom game: choose the edition/);
  assert.match(setup, /button "Start the game"/);
  assert.match(setup, /button "Classic/);
  // Every mirrored button is a control drawn on the canvas, with the same id.
  const drawn = new Set((await hooks(page)).widgets.filter((w) => w.enabled).map((w) => w.id));
  for (const b of await buttons(page)) assert.ok(drawn.has(b.id), `mirrored ${b.id} is not drawn`);
  await noTwoAlike(page, 'set-up');

  await press(page, 'seat.1.hard');
  await press(page, 'newgame.start');
  await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: PATIENCE });
  await press(page, 'settings.speed.instant');
  await page.waitForFunction(() => window.__landlord.session.speed === 'Instant', null, { timeout: PATIENCE });

  let humanTurns = 0, presses = 0;
  while (humanTurns < 10 && presses < 400) {
    const h = await waitForHuman(page);
    if (h.screen === 'gameover') break;
    const me = h.session.waiting_human;
    // The heading says it is this human's move, in words.
    await page.waitForFunction((name) => document.getElementById('a11y-heading').textContent.startsWith(name + ', your move'),
      h.session.seats[me].name, { timeout: PATIENCE });
    const list = await buttons(page);
    await noTwoAlike(page, h.session.phase);
    const actions = new Map(h.widgets.filter((w) => w.enabled && w.action).map((w) => [w.id, w.action]));
    let pick = null;
    for (const re of PREFER) {
      pick = list.find((b) => re.test(b.id) && (!actions.has(b.id) || actions.get(b.id).split(':')[1] === String(me)) &&
        !/declare_bankruptcy/.test(actions.get(b.id) || ''));
      if (pick) break;
    }
    if (!pick) pick = list.find((b) => /bankrupt/.test(b.id));
    assert.ok(pick, `no accessible control to play: ${JSON.stringify(list)}`);
    if (pick.id === 'action.end') humanTurns++;
    const before = h.session.actions;
    await press(page, pick.id);
    presses++;
    await page.waitForFunction((n) => window.__landlord.screen === 'gameover' || window.__landlord.session.actions > n,
      before, { timeout: PATIENCE });
    if (presses === 2) await screenshot(page, 'accessibility-playing');
  }
  assert.ok(humanTurns >= 10 || (await hooks(page)).screen === 'gameover', `human turns: ${humanTurns}`);
  assert.deepEqual(Object.fromEntries(sameLabel), {}, 'buttons offered at once with one label');

  // The live log announced what happened, in the game's own words.
  const tree = await page.locator('#a11y').ariaSnapshot();
  assert.match(tree, /log "What happens"/);
  assert.match(tree, /rolls \d+ and \d+/, 'dice rolls are announced');
  const lines = await page.locator('#a11y-log p').allTextContents();
  assert.ok(lines.length >= 10, `announcements: ${lines.length}`);
  assert.ok(lines.some((l) => /your move/.test(l)), 'the pending decision is announced');
  const end = await hooks(page);
  assert.equal(end.session.bot_failures, 0);
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
