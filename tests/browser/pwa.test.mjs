// The installable, offline page: manifest and icons, the service worker
// serving the game with no network, and a new version offered, not forced.
// Runs against the test build and, in scripts/test.sh, once more against the
// page as published (LANDLORD_SITE_DIR=build/web-release/site
// LANDLORD_SITE_HOOKS=0), which must carry no test hooks.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../../scripts/chromium.mjs';
import { siteDir, siteHasHooks, openPage, waitForFrames, screenshot, VIEWPORTS, PATIENCE } from './harness.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { decodePng, colourCount } from './png.mjs';

let env, tmpSite;
test.before(async () => {
  // A private copy of the site, so the update test can publish a "new version".
  tmpSite = fs.mkdtempSync(path.join(os.tmpdir(), 'landlord-site-'));
  fs.cpSync(siteDir, tmpSite, { recursive: true });
  const server = await startServer({ dir: tmpSite });
  const browser = await launchChromium();
  env = { server, browser, url: server.url };
});
test.after(async () => {
  await env?.browser.close();
  await env?.server.close();
  fs.rmSync(tmpSite, { recursive: true, force: true });
});

async function controlledPage(viewport = VIEWPORTS.desktop) {
  const p = await openPage(env, viewport);
  await p.page.goto(env.url);
  await waitForFrames(p.page, 1);
  await evaluateWithin(p.page, 'an active service worker', 30000, async () => { await navigator.serviceWorker.ready; });
  // The first visit installs the worker; from the next load on it serves the page.
  await p.page.reload();
  await waitForFrames(p.page, 1);
  assert.ok(await p.page.evaluate(() => !!navigator.serviceWorker.controller), 'page not controlled');
  return p;
}

test('the manifest describes an installable app with relative URLs and real icons', async () => {
  const { context, page, errors } = await openPage(env);
  await page.goto(env.url);
  await waitForFrames(page, 1);
  const href = await page.evaluate(() => document.querySelector('link[rel=manifest]').href);
  const manifest = await page.evaluate(async (u) => (await fetch(u)).json(), href);
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  assert.ok(manifest.theme_color);
  const sizes = {};
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const url = new URL(icon.src, href).href;
    assert.ok(url.startsWith(env.url), `icon outside the page's path: ${url}`);
    const bytes = await page.evaluate(async (u) => Array.from(new Uint8Array(await (await fetch(u)).arrayBuffer())), url);
    const img = decodePng(Buffer.from(bytes));
    assert.equal(`${img.width}x${img.height}`, icon.sizes);
    sizes[`${icon.sizes} ${icon.purpose}`] = true;
  }
  assert.ok(sizes['192x192 any'] && sizes['512x512 any'] && sizes['512x512 maskable'], JSON.stringify(sizes));
  assert.deepEqual(errors, []);
  await context.close();
});

test(`the page ${siteHasHooks ? 'has' : 'has no'} test hooks, and saves before an update either way`, async () => {
  const { context, page, errors } = await openPage(env);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  const found = await page.evaluate(() => ({
    shelf: typeof window.Module._landlord_test_shelf_list,
    storage: typeof window.Module._landlord_test_storage_get,
    widgets: typeof (window.__landlord || {}).widgets,
    screen: typeof (window.__landlord || {}).screen,
    saveNow: typeof window.Module._landlord_save_now,
  }));
  // The page's own script and stylesheet are files, and they apply under
  // its Content-Security-Policy.
  assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('canvas')).position), 'fixed');
  assert.equal(await page.evaluate(() => document.getElementById('overlay').classList.contains('hidden')), true);
  const hooked = siteHasHooks ? 'function' : 'undefined';
  assert.deepEqual(found, {
    shelf: hooked, storage: hooked, widgets: siteHasHooks ? 'object' : 'undefined',
    screen: siteHasHooks ? 'string' : 'undefined', saveNow: 'function',
  });
  assert.deepEqual(errors, []);
  await context.close();
});

test('after the first visit the game loads with no network', async () => {
  const { context, page, errors } = await controlledPage();
  const cacheNames = await page.evaluate(() => caches.keys());
  assert.ok(cacheNames.some((n) => /^landlord-\d+\.\d+\.\d+-[0-9a-f]{10}-precache/.test(n)), cacheNames.join());
  await context.setOffline(true);
  await page.reload();
  await waitForFrames(page, 2);
  // Served by the service worker, and drawn: the screenshot shows the game,
  // not a blank canvas or the browser's offline page.
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null),
    'the page reloaded offline is not controlled by the service worker');
  const { buf } = await screenshot(page, 'pwa-offline');
  const colours = colourCount(decodePng(buf));
  assert.ok(colours > 8, `the page reloaded offline looks blank: ${colours} colours`);
  assert.deepEqual(errors, []);
  await context.close();
});

// page.evaluate has no time limit of its own: a promise the service worker
// never settles would stall the whole suite, so each wait here is bounded
// and says what it was waiting for.
async function evaluateWithin(page, what, ms, fn, arg) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([page.evaluate(fn, arg), limit]);
  } finally {
    clearTimeout(timer);
  }
}

// Asks the worker that controls the page for its version (expected null: any
// version); a worker that is still activating may not answer yet, so ask
// again until the expected one does.
async function controllerVersion(page, expected, ms = 30000) {
  const until = Date.now() + ms;
  let last = '(no answer)';
  while (Date.now() < until) {
    last = await evaluateWithin(page, 'the worker\'s version', 10000, () => new Promise((resolve) => {
      const controller = navigator.serviceWorker.controller;
      if (!controller) { resolve('(no controller)'); return; }
      const ch = new MessageChannel();
      const timer = setTimeout(() => resolve('(no answer)'), 2000);
      ch.port1.onmessage = (e) => { clearTimeout(timer); resolve(e.data); };
      controller.postMessage({ type: 'VERSION' }, [ch.port2]);
    }));
    if (last === expected || (expected === null && !last.startsWith('('))) return last;
    await page.waitForTimeout(250);
  }
  return last;
}

// update.js is a deferred script: when its own download is the slower one it
// runs after the game's first frame, and it must still register the worker
// (it waited for the first-frame event only, so such a visit never got
// offline play; a browser test of a reload offline then hung).
test('offline play is installed even when update.js arrives after the first frame', async () => {
  const { context, page, errors } = await openPage(env);
  let delayed = 0;
  await page.route('**/update.js', async (route) => {
    await page.waitForFunction(() => window.__landlord && window.__landlord.frames >= 1, null, { timeout: PATIENCE });
    delayed++;
    await route.continue();
  });
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await evaluateWithin(page, 'an active service worker', 30000, async () => { await navigator.serviceWorker.ready; });
  assert.equal(delayed, 1, 'update.js was held back until the first frame');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a new version is offered, and taken only when the player agrees', async () => {
  const { context, page, errors } = await controlledPage(VIEWPORTS.phone);
  const before = await evaluateWithin(page, 'the cache names', 10000, () => caches.keys());
  const oldVersion = await controllerVersion(page, null, 3000);
  // Publish a new build: same page, a new version stamp in the worker.
  const cleanup = path.join(tmpSite, 'sw-cleanup.js');
  const newVersion = 'test-' + Date.now();
  fs.writeFileSync(cleanup, fs.readFileSync(cleanup, 'utf8').replace(/landlord-[^"]*-"/g, `landlord-${newVersion}-"`)
    .replace(/LANDLORD_VERSION = "[^"]*"/, `LANDLORD_VERSION = "${newVersion}"`));
  fs.appendFileSync(path.join(tmpSite, 'sw.js'), `\n// ${newVersion}\n`);
  await evaluateWithin(page, 'the update check', 20000,
    async () => { await (await navigator.serviceWorker.getRegistration()).update(); });
  await page.waitForFunction(() => window.__landlord.updateReady === true, null, { timeout: PATIENCE });
  assert.equal(await page.locator('#update').isVisible(), true);
  await screenshot(page, 'pwa-update-offer');
  // Nothing changes until the player says so: the old worker still controls.
  assert.equal(await controllerVersion(page, oldVersion, 5000), oldVersion);
  assert.match(oldVersion, /^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
  const framesBefore = await page.evaluate(() => window.__landlord.frames);
  // The save before the reload fails (as with the storage full): the page
  // stays, says why, and reloads only when asked again.
  await page.evaluate(() => {
    const real = Module.ccall;
    Module.ccall = (name, ...rest) => (name === 'landlord_save_now' ? 0 : real(name, ...rest));
  });
  await page.click('#update-reload');
  await page.waitForFunction(() => /could not be saved/.test(document.querySelector('#update span').textContent),
    null, { timeout: PATIENCE });
  assert.equal(await page.locator('#update-reload').textContent(), 'Reload anyway');
  assert.equal(await controllerVersion(page, oldVersion, 3000), oldVersion, 'no reload after a failed save');
  assert.equal(await page.evaluate(() => window.__landlord.frames) >= framesBefore, true, 'the same page goes on');
  await screenshot(page, 'pwa-update-save-failed');
  await Promise.all([page.waitForEvent('load', { timeout: PATIENCE }), page.click('#update-reload')]);
  await waitForFrames(page, 1);
  assert.ok(framesBefore > 0);
  assert.equal(await controllerVersion(page, newVersion), newVersion);
  assert.ok(before.length > 0);
  assert.deepEqual(errors, []);
  await context.close();
});
