// The page's WebAssembly in two parts (scripts/web-split.mjs): index.wasm,
// what the first two frames run (the second draws the home screen), and
// index.deferred.wasm, the rest, fetched once the home screen is drawn.
// Every way the game starts must draw its home screen from the first part
// alone (or, with a saved game waiting, fetch the rest before it starts)
// and take the rest through boot.js's asynchronous fetch: a call into the
// rest before it arrives is served by a synchronous request, which a
// service worker does not answer, so offline it would stop the game. boot.js records such calls in
// window.__landlord.restCalledEarly and the moment the rest came in in
// .restAt. Runs against the test build and, in scripts/test.sh, against the
// page as published. A page built in one piece (-DLANDLORD_WEB_SPLIT=OFF)
// skips these tests.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodePng, colourCount } from './png.mjs';
import { launch, openPage, waitForFrames, drawsAgain, screenshot, siteHasHooks, siteIsSplit, VIEWPORTS, PATIENCE } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const skip = siteIsSplit ? false : 'the page is built in one piece';

// A saved game of the first released format, as the page keeps it in
// localStorage (tests/persistence/fixtures/shelf-v1: one game, 107 actions).
const shelfDir = path.join(here, '..', 'persistence', 'fixtures', 'shelf-v1');
const shelf = Object.fromEntries(fs.readdirSync(shelfDir)
  .map((f) => [`landlord.${f}`, fs.readFileSync(path.join(shelfDir, f), 'utf8')]));

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

// What boot.js recorded of this start, once the rest is in and the game
// draws again.
async function startRecord(page) {
  await waitForFrames(page, 1);
  await page.waitForFunction(() => window.__landlord.restAt !== undefined, null, { timeout: PATIENCE });
  await drawsAgain(page);
  return page.evaluate(() => {
    const l = window.__landlord;
    const rest = performance.getEntriesByType('resource').filter((e) => /index\.deferred\.wasm$/.test(e.name));
    return {
      early: l.restCalledEarly || [],
      firstFrameAt: l.firstFrameAt,
      restAt: l.restAt,
      restRequestedAt: rest.length ? rest[0].startTime : null,
      requests: rest.length,
    };
  });
}

function assertAfterFirstFrame(r, what) {
  assert.deepEqual(r.early, [], `${what}: functions of the rest called before it arrived`);
  assert.ok(r.restRequestedAt !== null, `${what}: the rest was never fetched`);
  assert.ok(r.restRequestedAt >= r.firstFrameAt,
    `${what}: the rest was asked for at ${r.restRequestedAt} ms, before the first frame at ${r.firstFrameAt} ms`);
  assert.ok(r.restAt > r.firstFrameAt, `${what}: the rest came in before the first frame`);
}

for (const form of ['desktop', 'phone']) {
  test(`${form}: a first and a second visit draw the first frame from the first part, then fetch the rest`,
    { skip, timeout: 180000 }, async () => {
      const { context, page, errors } = await openPage(env, VIEWPORTS[form]);
      await page.goto(env.url);
      assertAfterFirstFrame(await startRecord(page), 'first visit');
      await page.reload();
      assertAfterFirstFrame(await startRecord(page), 'second visit');
      assert.deepEqual(errors, []);
      await context.close();
    });
}

test('while the rest arrives the home screen is on screen, and a note says the game is getting ready',
  { skip, timeout: 180000 }, async () => {
    const { context, page, errors } = await openPage(env, VIEWPORTS.phone);
    // The rest held back until the screen has been looked at: a slow line.
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route('**/index.deferred.wasm', async (route) => { await held; await route.continue(); });
    await page.goto(env.url);
    await page.waitForFunction(() => window.__landlord.frames >= 2
      && document.getElementById('rest').classList.contains('shown'), null, { timeout: PATIENCE });
    const { buf } = await screenshot(page, 'split-home-while-rest-arrives-phone');
    const colours = colourCount(decodePng(buf));
    assert.ok(colours > 40, `the home screen is not drawn while the rest arrives: ${colours} colours`);
    assert.equal(await page.evaluate(() => window.__landlord.restAt), undefined, 'the rest arrived although held back');
    // The player's input is not passed on meanwhile; the note says why.
    assert.ok(await page.isVisible('#rest'), 'no note while the rest arrives');
    assert.match(await page.textContent('#rest'), /Getting the game ready/);
    release();
    await page.waitForFunction(() => window.__landlord.restAt !== undefined, null, { timeout: PATIENCE });
    await drawsAgain(page);
    assert.ok(!(await page.isVisible('#rest')), 'the note stays after the rest arrived');
    assert.deepEqual(await page.evaluate(() => window.__landlord.restCalledEarly || []), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

// Leaving the page (a reload, a link, closing the tab) while the rest is
// on its way: the page's unload handlers (SDL's beforeunload among them)
// must not call into the rest, which would have to be fetched
// synchronously, and Chromium refuses that while a page is dismissed.
test('leaving the page while the rest arrives calls nothing of the rest',
  { skip, timeout: 180000 }, async () => {
    const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route('**/index.deferred.wasm', async (route) => { await held; await route.continue(); });
    await page.goto(env.url);
    await page.waitForFunction(() => window.__landlord.frames >= 2, null, { timeout: PATIENCE });
    assert.equal(await page.evaluate(() => window.__landlord.restAt), undefined, 'the rest arrived although held back');
    const reloaded = page.reload();
    release();
    await reloaded;
    await startRecord(page);
    assert.deepEqual(errors, [], 'errors while the page was left before the rest arrived');
    await context.close();
  });

// The saved game written into the open page's storage, as if it had been
// played there.
const writeSavedGame = (page) => page.evaluate((entries) => {
  for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
}, shelf);

// A first visit with nothing saved, then the saved game written.
async function seedSavedGame(page) {
  await page.goto(env.url);
  await startRecord(page);
  await writeSavedGame(page);
}

test('with a saved game waiting, the rest is in before the first frame: the resume offer reads the game',
  { skip, timeout: 180000 }, async () => {
    const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
    await seedSavedGame(page);
    await page.goto(env.url);
    const r = await startRecord(page);
    assert.deepEqual(r.early, [], 'functions of the rest called before it arrived');
    assert.ok(r.restAt <= r.firstFrameAt, `the rest came in at ${r.restAt} ms, after the first frame at ${r.firstFrameAt} ms`);
    assert.equal(r.requests, 1, 'the rest fetched once');
    if (siteHasHooks) {
      await page.waitForFunction(() => (window.__landlord.saves || []).length === 1, null, { timeout: PATIENCE });
      const saves = await page.evaluate(() => window.__landlord.saves);
      assert.equal(saves[0].summary.actions, 107, 'the saved game offered is the one written');
    }
    await screenshot(page, 'split-saved-game-offer');
    assert.deepEqual(errors, []);
    await context.close();
  });

test('offline, served by the service worker: a second visit and a resumed game start with no early call',
  { skip, timeout: 240000 }, async () => {
    const { context, page, errors } = await openPage(env, VIEWPORTS.phone);
    await page.goto(env.url);
    await startRecord(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await startRecord(page);
    assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'page not controlled');

    await context.setOffline(true);
    await page.reload();
    assertAfterFirstFrame(await startRecord(page), 'offline visit');

    await writeSavedGame(page);
    await page.reload();
    const r = await startRecord(page);
    assert.deepEqual(r.early, [], 'offline with a saved game: functions of the rest called before it arrived');
    assert.ok(r.restAt <= r.firstFrameAt, 'offline with a saved game: the rest came in after the first frame');
    if (siteHasHooks) {
      await page.waitForFunction(() => (window.__landlord.saves || []).length === 1, null, { timeout: PATIENCE });
    }
    await screenshot(page, 'split-offline-saved-game-phone');
    // Offline the service worker's registration check fails: that one
    // message is expected.
    assert.deepEqual(errors.filter((e) => !/service worker|Failed to fetch|net::ERR_INTERNET_DISCONNECTED/i.test(e)), []);
    await context.close();
  });
