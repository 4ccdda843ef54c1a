// The page loads, draws, reports no errors, and its storage survives a reload.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, callHook, VIEWPORTS, PATIENCE } from './harness.mjs';
import { decodePng, colourCount } from './png.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`first frame, no console error, canvas not blank (${name})`, async () => {
    const { context, page, errors } = await openPage(env, viewport);
    const t0 = Date.now();
    await page.goto(env.url);
    await waitForFrames(page, 2);
    const firstFrameMs = await page.evaluate(() => window.__landlord.firstFrameAt);
    console.log(`# ${name}: first frame ${firstFrameMs.toFixed(0)} ms after navigation start (${Date.now() - t0} ms wall)`);
    // The loading overlay is gone once the app draws.
    assert.equal(await page.locator('#overlay').isVisible(), false, 'loading overlay still shown');
    const { buf } = await screenshot(page, `smoke-${name}`);
    const img = decodePng(buf);
    assert.equal(img.width, viewport.width * viewport.deviceScaleFactor);
    assert.ok(colourCount(img) > 8, `canvas looks blank: ${colourCount(img)} colours`);
    // The canvas fills the window, in device pixels (HiDPI aware).
    const size = await page.evaluate(() => {
      const c = document.getElementById('canvas');
      return { w: c.width, h: c.height, cssW: c.clientWidth, cssH: c.clientHeight, dpr: devicePixelRatio };
    });
    assert.equal(size.cssW, viewport.width);
    assert.equal(size.cssH, viewport.height);
    assert.equal(size.w, Math.round(viewport.width * size.dpr));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the canvas follows a window resize', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 1);
  await page.setViewportSize({ width: 900, height: 600 });
  // A frame drawn at the new size (the loop may go idle again right after it).
  await page.waitForFunction(() => document.getElementById('canvas').width === 900 &&
    window.__landlord.frameWidth === 900, null, { timeout: PATIENCE });
  const { buf } = await screenshot(page, 'smoke-resized');
  assert.equal(decodePng(buf).width, 900);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a value stored through the app survives a reload', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 1);
  const value = `kept ${Date.now()} – ünïcödé ✓`;
  const put = await callHook(page, 'landlord_test_storage_put', 'smoke-test', value);
  assert.deepEqual(put.ok, true, put.message);
  await page.reload();
  await waitForFrames(page, 1);
  const got = await callHook(page, 'landlord_test_storage_get', 'smoke-test');
  assert.equal(got.ok, true, got.message);
  assert.equal(got.value, value);
  const missing = await callHook(page, 'landlord_test_storage_get', 'never-stored');
  assert.equal(missing.code, 'not-found');
  const bad = await callHook(page, 'landlord_test_storage_put', '../escape', 'x');
  assert.equal(bad.code, 'bad-name');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a full localStorage is reported as an error, and the old value is kept', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
  await page.goto(env.url);
  await waitForFrames(page, 1);
  assert.equal((await callHook(page, 'landlord_test_storage_put', 'quota-test', 'old')).ok, true);
  // Fill the origin's quota with filler keys.
  await page.evaluate(() => {
    const chunk = 'x'.repeat(256 * 1024);
    for (let i = 0; i < 400; i++) {
      try { localStorage.setItem('filler-' + i, chunk); } catch (e) { break; }
    }
  });
  const big = 'y'.repeat(512 * 1024);
  const put = await callHook(page, 'landlord_test_storage_put', 'quota-test', big);
  assert.equal(put.ok, false);
  assert.equal(put.code, 'quota-exceeded');
  assert.match(put.message, /full/);
  const got = await callHook(page, 'landlord_test_storage_get', 'quota-test');
  assert.equal(got.value, 'old');
  await page.evaluate(() => localStorage.clear());
  assert.deepEqual(errors, []);
  await context.close();
});

test('a browser without WebGL 2 gets a clear message, not a blank page', async () => {
  const { context, page } = await openPage(env, VIEWPORTS.desktop);
  await page.addInitScript(() => {
    const orig = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
      return type === 'webgl2' ? null : orig.call(this, type, ...rest);
    };
  });
  await page.goto(env.url);
  await page.waitForSelector('#overlay.error', { timeout: PATIENCE });
  assert.match(await page.locator('#overlay-text').innerText(), /WebGL 2/);
  await screenshot(page, 'smoke-no-webgl2');
  await context.close();
});

test('a browser without WebAssembly gets a clear message', async () => {
  const { context, page } = await openPage(env, VIEWPORTS.desktop);
  await page.addInitScript(() => { delete window.WebAssembly; });
  await page.goto(env.url);
  await page.waitForSelector('#overlay.error', { timeout: PATIENCE });
  assert.match(await page.locator('#overlay-text').innerText(), /WebAssembly/);
  await context.close();
});

test('a game file that cannot be fetched or compiled gets a clear message', async () => {
  for (const [what, fulfil, expected] of [
    ['missing', { status: 404, body: 'not found' }, /could not be loaded: .*HTTP 404/],
    ['corrupt', { status: 200, contentType: 'application/wasm', body: Buffer.from('not a wasm file') },
     /could not be loaded: .*CompileError/],
  ]) {
    const { context, page } = await openPage(env, VIEWPORTS.desktop);
    await page.route('**/index.wasm', (route) => route.fulfill(fulfil));
    await page.goto(env.url);
    await page.waitForSelector('#overlay.error', { timeout: PATIENCE });
    assert.match(await page.locator('#overlay-title').innerText(), /cannot start/, what);
    assert.match(await page.locator('#overlay-text').innerText(), expected, what);
    await context.close();
  }
});
