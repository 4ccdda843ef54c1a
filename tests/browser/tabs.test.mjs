// One tab plays a game: two tabs of one browser profile share the saved
// games; the second to open a game says so and cannot write it; "Play here
// instead" moves the game (the first tab saves, then says where it went);
// no sequence of the two loses an action.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, callHook, VIEWPORTS, PATIENCE } from './harness.mjs';
import { hooks, click, startGame, realErrors, enabled } from './game-helpers.mjs';
import fs from 'node:fs';
import { status, move, settled, fillStorage, freeStorage } from './saves-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const screenOf = (page) => page.evaluate(() => window.__landlord.screen);
const waitScreen = (page, name, timeout = PATIENCE) =>
  page.waitForFunction((n) => window.__landlord.screen === n, name, { timeout });
// The screen that says the game is played elsewhere, once its card is
// placed (a card measures itself on its first frame and is placed on the next).
const waitElsewhere = (page, timeout = PATIENCE) => page.waitForFunction(() => window.__landlord.screen === 'elsewhere' &&
  (window.__landlord.widgets || []).some((x) => x.id === 'elsewhere.here' && x.visible), null, { timeout });
const stored = async (page, id) => (await callHook(page, 'landlord_test_shelf_load', id)).actions;

// Every screen a page shows, in order (window.__screens), read each frame.
function screenRecorder() {
  window.__screens = [];
  const tick = () => {
    const s = window.__landlord && window.__landlord.screen;
    if (s && window.__screens[window.__screens.length - 1] !== s) window.__screens.push(s);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function secondTab(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(screenRecorder);
  await page.goto(url);
  await waitForFrames(page, 2);
  return { page, errors };
}

// The first tab: a new game of `kinds` on `seed`, `moves` moves played and
// saved; returns its page and the saved game's slot id.
async function firstTab(viewport, kinds, seed, moves) {
  const { context, page, errors } = await openPage(env, viewport);
  await page.goto(env.url);
  await waitForFrames(page, 1);
  await startGame(page, { kinds, seed, speedClicks: 'Instant' });
  for (let k = 0; k < moves; k++) await move(page);
  await settled(page);
  return { context, page, errors, id: (await status(page)).id };
}

test('a game open in two tabs: the second says so, Play here instead moves it, no action is lost',
  async () => {
    const { context, page: a, errors, id } = await firstTab(VIEWPORTS.desktop, ['human', 'easy'], 2718, 4);
    const n1 = await stored(a, id);
    assert.ok(n1 > 0);

    // The same game opened in a second tab: it says so and plays nothing.
    const { page: b, errors: errorsB } = await secondTab(context, env.url);
    await waitScreen(b, 'resume');
    await click(b, 'saves.continue');
    await waitElsewhere(b);
    // It never showed the game, which it could not have played. (The
    // recorder reads the screen at its own animation frames: it has read
    // this one once a frame has passed.)
    await b.waitForFunction(() => window.__screens.includes('elsewhere'), null, { timeout: PATIENCE });
    const shown = await b.evaluate(() => window.__screens);
    assert.deepEqual(shown.slice(shown.indexOf('resume')), ['resume', 'elsewhere'],
      `the screens the second tab showed: ${shown.join(' ')}`);
    const hb = await hooks(b);
    assert.ok(enabled(hb.widgets, 'elsewhere.here'), 'Play here instead is offered');
    assert.ok(enabled(hb.widgets, 'elsewhere.saves') && enabled(hb.widgets, 'elsewhere.new'));
    assert.match(await b.locator('#a11y-heading').textContent(), /another tab/);
    await screenshot(b, 'tabs-open-elsewhere-desktop');
    const writtenB = (await status(b)).written;

    // The first tab plays on and saves; the second never writes.
    for (let k = 0; k < 3; k++) await move(a);
    await settled(a);
    const n2 = await stored(a, id);
    assert.ok(n2 > n1, `the first tab's moves are saved (${n1} -> ${n2})`);
    assert.equal((await status(b)).written, writtenB);
    assert.equal(await screenOf(b), 'elsewhere');
    // Its saved games list says where the game is, and will not delete it.
    await click(b, 'elsewhere.saves');
    await waitScreen(b, 'saves');
    const del = await b.waitForFunction((d) => (window.__landlord.widgets || []).find((w) => w.id === d),
      `saves.${id}.delete`, { timeout: PATIENCE }).then((x) => x.jsonValue());
    assert.equal(del.enabled, false, 'a game played in another tab cannot be deleted here');
    await screenshot(b, 'tabs-list-elsewhere-desktop');
    await click(b, 'saves.back');
    await waitElsewhere(b);

    // Play here instead: the first tab saves and lets go, the second goes on
    // from its last move.
    await click(b, 'elsewhere.here');
    await b.waitForFunction(() => ['playing', 'gameover'].includes(window.__landlord.screen), null, { timeout: PATIENCE });
    assert.equal((await hooks(b)).session.history, n2, 'the second tab has every move of the first');
    await waitElsewhere(a);
    await screenshot(a, 'tabs-moved-desktop');
    const writtenA = (await status(a)).written;
    for (let k = 0; k < 3; k++) await move(b);
    await settled(b);
    const n3 = await stored(b, id);
    assert.ok(n3 > n2, `the second tab's moves are saved (${n2} -> ${n3})`);
    await a.waitForTimeout(600);
    assert.equal((await status(a)).written, writtenA, 'the first tab writes nothing more');
    assert.equal(await stored(a, id), n3);

    // And back again: the first tab asks for it, gets every move.
    await click(a, 'elsewhere.here');
    await a.waitForFunction(() => ['playing', 'gameover'].includes(window.__landlord.screen), null, { timeout: PATIENCE });
    assert.equal((await hooks(a)).session.history, n3);
    await waitElsewhere(b);

    // A closed tab lets go of its game: the other plays it at once.
    await a.close();
    await click(b, 'elsewhere.here');
    await b.waitForFunction(() => ['playing', 'gameover'].includes(window.__landlord.screen), null, { timeout: PATIENCE });
    assert.equal((await hooks(b)).session.history, n3);
    await move(b);
    await settled(b);
    assert.ok(await stored(b, id) > n3);
    assert.deepEqual(realErrors(errors), []);
    assert.deepEqual(realErrors(errorsB), []);
    await context.close();
  });

// A second tab waits on the offer to continue while the first plays on,
// saves and is closed: Continue goes on from the first tab's last move, not
// from the save the offer was made from.
test('Continue after another tab played on: every move of the other tab', async () => {
  const { context, page: a, errors, id } = await firstTab(VIEWPORTS.desktop, ['human', 'easy'], 4142, 3);
  const n1 = await stored(a, id);
  const { page: b, errors: errorsB } = await secondTab(context, env.url);
  await waitScreen(b, 'resume');
  for (let k = 0; k < 4; k++) await move(a);
  await settled(a);
  const n2 = await stored(a, id);
  assert.ok(n2 > n1, `the first tab played on (${n1} -> ${n2})`);
  await a.close();
  await click(b, 'saves.continue');
  await b.waitForFunction(() => ['playing', 'gameover'].includes(window.__landlord.screen), null, { timeout: PATIENCE });
  assert.equal((await hooks(b)).session.history, n2, 'Continue has every move of the other tab');
  await move(b);
  await settled(b);
  assert.equal((await status(b)).ok, true, 'its saves are written');
  assert.ok(await stored(b, id) > n2);
  assert.deepEqual(realErrors(errors), []);
  assert.deepEqual(realErrors(errorsB), []);
  await context.close();
});

// The storage is full when the other tab asks for the game: the first tab's
// last save fails, so the game goes on there without the moves played here
// since. The first tab says so and exports them on request, to a file that
// holds every move it played.
for (const form of ['desktop', 'phone']) test(`a game taken while its last save failed: the moves played here can be exported (${form})`, async () => {
  const { context, page: a, errors, id } = await firstTab(VIEWPORTS[form], ['human', 'easy'], 1618, 3);
  const { page: b, errors: errorsB } = await secondTab(context, env.url);
  await waitScreen(b, 'resume');
  await click(b, 'saves.continue');
  await waitElsewhere(b);
  try {
    assert.ok(await fillStorage(a) > 3);
    for (let k = 0; k < 3; k++) await move(a);
    await a.waitForTimeout(800);  // the autosave tries, and fails
    const played = (await hooks(a)).session.history;
    const kept = await stored(a, id);
    assert.ok(played > kept, `moves were played since the last good save (${kept} -> ${played})`);
    await click(b, 'elsewhere.here');
    await b.waitForFunction(() => ['playing', 'gameover'].includes(window.__landlord.screen), null, { timeout: PATIENCE });
    assert.equal((await hooks(b)).session.history, kept, 'the other tab goes on from the last good save');
    await a.waitForFunction(() => (window.__landlord.widgets || []).some((x) => x.id === 'elsewhere.export' && x.visible),
      null, { timeout: PATIENCE });
    assert.equal(await screenOf(a), 'elsewhere');
    await screenshot(a, `tabs-moved-unsaved-${form}`);
    const vp = VIEWPORTS[form];
    const ex = (await hooks(a)).widgets.find((x) => x.id === 'elsewhere.export');
    assert.ok(ex.enabled && ex.x >= 0 && ex.y >= 0 && ex.x + ex.w <= vp.width && ex.y + ex.h <= vp.height,
      `the export button is on the screen: ${JSON.stringify(ex)}`);
    if (form === 'phone') assert.ok(ex.h >= 44, `a 44 px control, not ${ex.h}`);
    const [download] = await Promise.all([a.waitForEvent('download'), click(a, 'elsewhere.export')]);
    const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    assert.equal(file.format, 'landlord-game');
    assert.equal(file.save.actions.length, played, 'the file holds every move played here');
  } finally {
    await freeStorage(a).catch(() => {});
  }
  assert.deepEqual(realErrors(errors).filter((e) => !/quota|full|storage/i.test(e)), []);
  assert.deepEqual(realErrors(errorsB), []);
  await context.close();
});

test('on a phone the message and Play here instead fit the screen', async () => {
  const { context, page: a, errors } = await firstTab(VIEWPORTS.phone, ['human', 'hard'], 31, 1);
  const { page: b, errors: errorsB } = await secondTab(context, env.url);
  await waitScreen(b, 'resume');
  await click(b, 'saves.continue');
  await waitElsewhere(b);
  await screenshot(b, 'tabs-open-elsewhere-phone');
  const w = (await hooks(b)).widgets.find((x) => x.id === 'elsewhere.here');
  assert.ok(w && w.visible && w.cy + w.h / 2 <= VIEWPORTS.phone.height, JSON.stringify(w));
  assert.ok(w.h >= 44, `a 44 px control, not ${w.h}`);
  assert.deepEqual(realErrors(errors), []);
  assert.deepEqual(realErrors(errorsB), []);
  await context.close();
});

// The storage is full when one tab starts a game: its first save fails, so
// no record says that its slot id is taken, only that tab's lock. A second
// tab that starts a game once room is made gets an id of its own: it is
// not told its new game is played elsewhere, and the two games are saved
// apart.
test('two tabs start games while the first one cannot save: each keeps its own game', async () => {
  const { context, page: a, errors } = await openPage(env, VIEWPORTS.desktop);
  await a.goto(env.url);
  await waitForFrames(a, 1);
  let b;
  let errorsB = [];
  try {
    assert.ok(await fillStorage(a) > 3);
    await startGame(a, { kinds: ['human', 'easy'], seed: 4242, speedClicks: 'Instant' });
    await move(a);
    await a.waitForFunction(() => (window.__landlord.save_status || {}).ok === false, null, { timeout: PATIENCE });
    const idA = (await status(a)).id;
    assert.ok(idA, 'the first tab plays under an id');
    assert.equal((await callHook(a, 'landlord_test_shelf_load', idA)).ok, false, 'nothing of the first tab is stored');
    await freeStorage(a);

    ({ page: b, errors: errorsB } = await secondTab(context, env.url));
    await b.waitForFunction(() => ['newgame', 'resume', 'saves'].includes(window.__landlord.screen), null, { timeout: PATIENCE });
    await startGame(b, { kinds: ['human', 'hard'], seed: 5151, speedClicks: 'Instant' });
    await move(b);
    await settled(b);
    const idB = (await status(b)).id;
    assert.notEqual(idB, idA, 'the second tab took the id of the game the first one plays');
    await b.waitForTimeout(500);
    assert.equal(await screenOf(b), 'playing', 'the second tab\'s new game is not shown as played elsewhere');
    const playedB = (await hooks(b)).session.history;
    assert.equal(await stored(b, idB), playedB, 'the second tab\'s game is saved');

    // The first tab saves again now that there is room: its own game, in
    // its own slot, and the second tab's game is left as it was.
    await move(a);
    await settled(a);
    assert.equal(await screenOf(a), 'playing');
    assert.equal((await status(a)).id, idA);
    assert.equal(await stored(a, idA), (await hooks(a)).session.history);
    assert.equal(await stored(a, idB), playedB, 'the second tab\'s save is intact');
  } finally {
    await freeStorage(a).catch(() => {});
  }
  assert.deepEqual(realErrors(errors).filter((e) => !/quota|full|storage/i.test(e)), []);
  assert.deepEqual(realErrors(errorsB), []);
  await context.close();
});
