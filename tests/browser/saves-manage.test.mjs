// The player's side of saving: the pause screen (computer players wait),
// the saved-games list (rename, delete after a confirmation), export to a
// file and import into a fresh browser (a bad file is refused with a
// message), and a full storage: a warning, and the game goes on.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { launch, openPage, waitForFrames, screenshot, callHook, VIEWPORTS, PHONE_PLAY, PATIENCE } from './harness.mjs';
import { hooks, click, startGame, realErrors, waitForHuman, enabled, typeInto, waitOrSay } from './game-helpers.mjs';
import { status, slots, press, move, settled, fillStorage, freeStorage } from './saves-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const screen = (page, name) => page.waitForFunction((s) => window.__landlord.screen === s, name, { timeout: PATIENCE });


test('pause: computer players wait; saved games: rename, delete with a confirmation', async () => {
  const { context, page, errors } = await openPage(env, PHONE_PLAY);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await startGame(page, { kinds: ['human', 'easy'], seed: 11, speedClicks: 'Normal' });
  // End the human's turn and pause at once: the computer player is next.
  let h;
  for (let k = 0; k < 20; k++) {
    h = await waitForHuman(page);
    if (enabled(h.widgets, 'action.end')) break;
    await move(page);
  }
  await press(page, 'action.end');
  await press(page, 'settings.pause');
  await screen(page, 'paused');
  h = await hooks(page);
  assert.equal(h.session.paused, true);
  const history = h.session.history;
  await page.waitForTimeout(2500);
  h = await hooks(page);
  assert.equal(h.session.history, history, 'nobody moved while paused');
  assert.equal((await status(page)).actions, history, 'pausing saved the game');
  await screenshot(page, 'saves-paused-phone');

  await click(page, 'paused.saves');
  await screen(page, 'saves');
  await screenshot(page, 'saves-list-phone');
  let list = await slots(page);
  assert.equal(list.length, 1);
  const first = list[0].id;
  await click(page, `saves.${first}.rename`);
  await typeInto(page, `saves.${first}.name`, 'Rainy Sunday', { replace: true });
  await click(page, `saves.${first}.rename-ok`);
  await waitOrSay(page, 'the save renamed', (id) => (window.__landlord.saves || []).some((s) => s.id === id && s.name === 'Rainy Sunday'), first);

  // A second game next to the first.
  await click(page, 'saves.back');
  await screen(page, 'paused');
  await click(page, 'paused.new');
  await startGame(page, { kinds: ['human', 'hard'], seed: 12, speedClicks: 'Instant' });
  for (let k = 0; k < 3; k++) await move(page);
  await settled(page);
  await press(page, 'settings.pause');
  await screen(page, 'paused');
  await click(page, 'paused.saves');
  await screen(page, 'saves');
  list = await slots(page);
  assert.equal(list.length, 2);
  assert.ok(list.some((s) => s.name === 'Rainy Sunday'));
  await press(page, `saves.${first}.delete`);
  await screenshot(page, 'saves-delete-confirm-phone');
  await press(page, `saves.${first}.delete-no`);
  assert.equal((await slots(page)).length, 2, 'kept when the player says no');
  await press(page, `saves.${first}.delete`);
  await press(page, `saves.${first}.delete-yes`);
  await page.waitForFunction(() => (window.__landlord.saves || []).length === 1);
  // Back to the game being played; it goes on and keeps saving.
  await click(page, 'saves.back');
  await screen(page, 'paused');
  await click(page, 'paused.resume');
  await screen(page, 'playing');
  await move(page);
  await settled(page);
  assert.equal((await status(page)).ok, true);
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('export a game, import it into a fresh browser; a bad file changes nothing', async () => {
  const a = await openPage(env, VIEWPORTS.desktop);
  await a.page.goto(env.url);
  await waitForFrames(a.page, 2);
  await startGame(a.page, { kinds: ['human', 'easy', 'easy'], seed: 31, speedClicks: 'Instant' });
  for (let k = 0; k < 6; k++) await move(a.page);
  await settled(a.page);
  await click(a.page, 'settings.pause');
  await screen(a.page, 'paused');
  await screenshot(a.page, 'saves-paused-desktop');
  const exported = await hooks(a.page);
  const [download] = await Promise.all([a.page.waitForEvent('download'), click(a.page, 'paused.export')]);
  const text = fs.readFileSync(await download.path(), 'utf8');
  const file = JSON.parse(text);
  assert.equal(file.format, 'landlord-game');
  assert.match(download.suggestedFilename(), /^landlord-.*\.json$/);
  assert.deepEqual(realErrors(a.errors), []);
  await a.context.close();

  const b = await openPage(env, VIEWPORTS.desktop);
  const page = b.page;
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await screen(page, 'newgame');
  await screenshot(page, 'saves-newgame-desktop');
  await click(page, 'newgame.saves');
  await screen(page, 'saves');
  // A file that is not a game: a clear message, nothing stored.
  let [chooser] = await Promise.all([page.waitForEvent('filechooser'), click(page, 'saves.import')]);
  await chooser.setFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": "world"}') });
  await page.waitForFunction(() => window.__landlord.save_status.notice_bad);
  const refused = await status(page);
  assert.match(refused.notice, /notes\.json/);
  assert.equal((await slots(page)).length, 0);
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('landlord.game')).length), 0);
  await screenshot(page, 'saves-import-refused');
  // The exported game.
  [chooser] = await Promise.all([page.waitForEvent('filechooser'), click(page, 'saves.import')]);
  await chooser.setFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction(() => (window.__landlord.saves || []).length === 1);
  assert.equal((await status(page)).notice_bad, false);
  const id = (await slots(page))[0].id;
  await screenshot(page, 'saves-list-desktop');
  await click(page, `saves.${id}.open`);
  await screen(page, 'playing');
  const h = await hooks(page);
  assert.deepEqual(h.state, exported.state, 'the imported game is the exported one');
  assert.deepEqual(h.session.seats, exported.session.seats);
  await move(page);
  await settled(page);
  assert.equal((await status(page)).id, id, 'it saves into its new slot');
  assert.deepEqual(realErrors(b.errors), []);
  await b.context.close();
});

test('a full storage: a warning that does not block play, and the game goes on', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await startGame(page, { kinds: ['human', 'easy'], seed: 5, speedClicks: 'Instant' });
  for (let k = 0; k < 3; k++) await move(page);
  const good = await settled(page);
  const id = (await status(page)).id;
  const goodMeta = await page.evaluate((s) => localStorage.getItem(`landlord.game.${s}.meta`), id);
  // Fill localStorage to the last byte.
  const fillers = await fillStorage(page);
  assert.ok(fillers > 3);
  let st;
  for (let k = 0; k < 4; k++) {
    await move(page);
    await settled(page);
    st = await status(page);
    if (!st.ok) break;
  }
  assert.equal(st.ok, false, 'a save failed');
  assert.match(st.banner, /full|quota|space/i, st.banner);
  assert.match(st.banner, /previous|earlier|kept/i, st.banner);
  const banner = await page.waitForFunction(() => (window.__landlord.widgets || []).find((w) => w.id === 'save.banner.ok'));
  assert.ok(await banner.jsonValue());
  await screenshot(page, 'saves-storage-full');
  // The previous good save is intact and the game goes on.
  const meta = JSON.parse(await page.evaluate((s) => localStorage.getItem(`landlord.game.${s}.meta`), id));
  assert.ok(meta.seq >= JSON.parse(goodMeta).seq);
  const list = await callHook(page, 'landlord_test_shelf_load', id);
  assert.equal(list.ok, true, 'the last good save still loads');
  const before = (await hooks(page)).session.history;
  await move(page);
  await waitForHuman(page);
  assert.ok((await hooks(page)).session.history > before, 'a move still works');
  // Dismissed, the banner stays away; room again, saving resumes.
  await click(page, 'save.banner.ok');
  await page.waitForFunction(() => !(window.__landlord.widgets || []).some((w) => w.id === 'save.banner.ok'));
  await freeStorage(page);
  await move(page);
  await settled(page);
  assert.equal((await status(page)).ok, true);
  assert.ok(good.session.history > 0);
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
