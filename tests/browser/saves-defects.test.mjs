// Defects found from outside in saving (issue 18, points 4-9), each shown
// as a player or a hostile file would meet it: a saved game of which
// nothing can be read, a game whose first save failed, an edited summary,
// a huge text through a test hook, an oversized import, storage that
// cannot be read, and player names that hold HTML under the page's
// Content-Security-Policy.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { launch, openPage, waitForFrames, screenshot, callHook, VIEWPORTS, PATIENCE } from './harness.mjs';
import { hooks, click, startGame, realErrors } from './game-helpers.mjs';
import { status, slots, move, settled, reloadToOffer, continueGame, fillStorage, freeStorage } from './saves-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const screen = (page, name) => page.waitForFunction((s) => window.__landlord.screen === s, name, { timeout: PATIENCE });
const MiB8 = 8 * 1024 * 1024;

test('a saved game of which nothing can be read is said, listed as damaged, exported and deleted', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await page.evaluate(() => {
    localStorage.setItem('landlord.game.g4.meta', '{"format": "landlord-slot", cut sh');
    localStorage.setItem('landlord.game.g4.a', 'not a game');
    localStorage.setItem('landlord.game.g4.b', '');
  });
  await page.reload();
  await waitForFrames(page, 2);
  await screen(page, 'saves');
  const st = await status(page);
  assert.equal(st.notice_bad, true);
  assert.match(st.notice, /damaged/);
  const list = await slots(page);
  assert.equal(list.length, 1);
  assert.equal(list[0].damaged, true);
  await screenshot(page, 'saves-damaged-slot');
  const [download] = await Promise.all([page.waitForEvent('download'), click(page, 'saves.g4.export-records')]);
  const records = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  assert.equal(records.format, 'landlord-records');
  assert.equal(records.records['game.g4.a'], 'not a game');
  await click(page, 'saves.g4.delete');
  await click(page, 'saves.g4.delete-yes');
  await page.waitForFunction(() => (window.__landlord.saves || []).length === 0);
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('landlord.game'))), []);
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('a game whose first save failed is offered for resume once a save succeeds', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  assert.ok(await fillStorage(page) > 3);
  await startGame(page, { kinds: ['human', 'easy'], seed: 12, speedClicks: 'Instant' });
  await page.waitForFunction(() => window.__landlord.save_status && window.__landlord.save_status.attempts >= 1);
  assert.equal((await status(page)).ok, false, 'the first save fails: the storage is full');
  await freeStorage(page);
  for (let k = 0; k < 3; k++) await move(page);
  const before = await settled(page);
  assert.equal((await status(page)).ok, true, 'saving works again');
  await reloadToOffer(page);
  const after = await continueGame(page);
  assert.deepEqual(after.state, before.state);
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('an edited summary that says the game is over does not hide the resume offer', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await startGame(page, { kinds: ['human', 'easy'], seed: 21, speedClicks: 'Instant' });
  for (let k = 0; k < 3; k++) await move(page);
  const before = await settled(page);
  const id = (await status(page)).id;
  await page.evaluate((slot) => {
    const key = `landlord.game.${slot}.meta`;
    const meta = JSON.parse(localStorage.getItem(key));
    meta.summary.game_over = true;
    meta.summary.winner = 1;
    localStorage.setItem(key, JSON.stringify(meta));
  }, id);
  await reloadToOffer(page);
  const after = await continueGame(page);
  assert.deepEqual(after.state, before.state);
  assert.equal((await slots(page)).find((s) => s.id === id).summary.game_over, false, 'the summary was repaired');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('a 5 MB text through a test hook is answered, and the page goes on', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  const reply = await callHook(page, 'landlord_test_shelf_import', 'x'.repeat(5 * 1024 * 1024), Date.now());
  assert.equal(reply.ok, false);
  assert.match(reply.message, /not a Landlord saved game/);
  // Frames still come: the instance did not abort.
  await click(page, 'home.custom');
  assert.equal(await page.locator('#overlay.error').count(), 0);
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('a file too large to import says so, with the limit, and nothing about a game going on', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await startGame(page, { kinds: ['human', 'easy'], seed: 3, speedClicks: 'Instant' });
  await move(page);
  await settled(page);
  const exported = await callHook(page, 'landlord_test_shelf_export', (await status(page)).id);
  assert.equal(exported.ok, true, exported.message);
  await context.close();
  // Under the limit as a file, over it once stored with its summary.
  const file = JSON.parse(exported.text);
  delete file.summary;
  // Padded with log lines, which the table record keeps (at most 1,000
  // bytes each); the last one brings the file to 20 bytes under the limit.
  const line = { turn: 1, player: 0, text: 'n'.repeat(500) };
  const per = JSON.stringify(line).length + 1;
  const lines = Math.floor((MiB8 - JSON.stringify(file).length) / per) - 1;
  for (let i = 0; i < lines; ++i) file.ui.log.push(line);
  file.ui.log.push({ turn: 1, player: 0, text: '' });
  file.ui.log[file.ui.log.length - 1].text = 'n'.repeat(MiB8 - JSON.stringify(file).length - 20);
  const text = JSON.stringify(file);
  assert.ok(text.length <= MiB8);

  const b = await openPage(env, VIEWPORTS.desktop);
  await b.page.goto(env.url);
  await waitForFrames(b.page, 2);
  await click(b.page, 'newgame.saves');
  await screen(b.page, 'saves');
  const [chooser] = await Promise.all([b.page.waitForEvent('filechooser'), click(b.page, 'saves.import')]);
  await chooser.setFiles({ name: 'big-game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await b.page.waitForFunction(() => window.__landlord.save_status.notice_bad, null, { timeout: PATIENCE });
  const st = await status(b.page);
  assert.match(st.notice, /too large to import/);
  assert.match(st.notice, /8388608 bytes/);
  assert.doesNotMatch(st.notice, /goes on|Could not save the game/);
  await screenshot(b.page, 'saves-import-too-large');
  assert.equal((await slots(b.page)).length, 0);
  assert.deepEqual(realErrors(b.errors), []);
  await b.context.close();
});

test('storage that cannot be read is named, with what the player can do', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.addInitScript(() => {
    Storage.prototype.getItem = function () { throw new DOMException('The operation is insecure.', 'SecurityError'); };
  });
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await startGame(page, { kinds: ['human', 'easy'], seed: 8, speedClicks: 'Instant' });
  await page.waitForFunction(() => window.__landlord.save_status && window.__landlord.save_status.attempts >= 1);
  const st = await status(page);
  assert.equal(st.ok, false);
  assert.doesNotMatch(st.banner, /did not keep what was written/);
  assert.match(st.banner, /cannot be read/);
  assert.match(st.banner, /private mode or blocked site data/);
  assert.match(st.banner, /Allow this site/);
  await screenshot(page, 'saves-storage-blocked');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('player names holding HTML and a script show as typed and run nothing, under a CSP', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(env.url);
  await waitForFrames(page, 2);
  // The page has a policy, and it holds: an inline script does not run.
  const policy = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content || '');
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.match(policy, /connect-src 'self'/);
  assert.equal(await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inline = 1;';
    document.body.appendChild(s);
    s.remove();
    return typeof window.__inline;
  }), 'undefined');
  await page.waitForFunction(() => window.__csp.length === 1);
  await page.evaluate(() => { window.__csp = []; });
  errors.length = 0;  // the refusal above is logged as an error; that was the test's own script

  await startGame(page, { kinds: ['human', 'human'], seed: 5, speedClicks: 'Instant' });
  await move(page);
  await settled(page);
  const exported = await callHook(page, 'landlord_test_shelf_export', (await status(page)).id);
  const file = JSON.parse(exported.text);
  const names = ['<img src=x onerror="window.__pwned=1">', '<script>window.__pwned=2</script>'];
  names.forEach((n, i) => { file.save.players[i].name = n; file.ui.seats[i].name = n; });
  file.name = '<b>hostile</b><script>window.__pwned=3</script>';
  const imported = await callHook(page, 'landlord_test_shelf_import', JSON.stringify(file), Date.now());
  assert.equal(imported.ok, true, imported.message);
  await click(page, 'settings.pause');
  await screen(page, 'paused');
  await click(page, 'paused.saves');
  await screen(page, 'saves');
  await screenshot(page, 'saves-hostile-names-list');
  await click(page, `saves.${imported.id}.open`);
  await screen(page, 'playing');
  const h = await hooks(page);
  assert.deepEqual(h.session.seats.map((s) => s.name), names, 'the names as typed');
  await screenshot(page, 'saves-hostile-names-game');
  assert.equal(await page.evaluate(() => typeof window.__pwned), 'undefined', 'nothing ran');
  assert.equal(await page.locator('img, body script:not([src])').count(), 0, 'nothing was inserted');
  assert.deepEqual(await page.evaluate(() => window.__csp), [], 'no violation from the page itself');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
