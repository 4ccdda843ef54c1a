// Shared set-up for the browser tests: the built page served on 127.0.0.1
// under a sub-path, Debian's Chromium driven headless by playwright-core,
// console errors collected, screenshots kept in artifacts/browser/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../scripts/chromium.mjs';
import test from 'node:test';
import { startServer } from '../../scripts/serve.mjs';
import { startSignalServer } from './signal-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..');
export const siteDir = process.env.LANDLORD_SITE_DIR || path.join(repoRoot, 'build', 'web', 'site');
export const artifactDir = process.env.LANDLORD_ARTIFACT_DIR
  ? path.resolve(repoRoot, process.env.LANDLORD_ARTIFACT_DIR) : path.join(repoRoot, 'artifacts', 'browser');
// Whether the page under test was built with test hooks (LANDLORD_SITE_HOOKS=0:
// the page as published).
export const siteHasHooks = process.env.LANDLORD_SITE_HOOKS !== '0';
// Whether the page's WebAssembly is in two parts (scripts/web-split.mjs).
export const siteIsSplit = fs.existsSync(path.join(siteDir, 'index.deferred.wasm'));

// How long a wait for something that must come may last. A busy machine
// draws a page slowly (two browsers beside each other, software WebGL),
// and a wait cut short there is a false failure, so every such wait is
// this long; a test that hangs is stopped by the runner (scripts/test.sh)
// and names the wait it hung in. Probes that look whether something
// happens within a moment keep their own short timeouts.
export const PATIENCE = Number(process.env.LANDLORD_PATIENCE_MS) || 300000;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1 },
  phone: { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
};
// A phone for the tests that play on it at length (whole games, swipes,
// the saves screen): the same 390x844 screen, touch and layout as
// `phone`, drawn at 2 device pixels per CSS pixel instead of 3. WebGL
// here is software (no GPU) and pays for every pixel: two frames of a
// game took 0.8-1.2 s at 3x against 0.4-0.6 s at 2x (docs/performance.md),
// and these tests draw thousands. At 2x the page still goes through its
// conversions between CSS and device pixels (touch, the canvas, the
// widgets' rectangles); the tests whose point is how a phone looks
// (phone-layout, smoke, first-minute, rules, insight, tabs) keep 3x.
export const PHONE_PLAY = { ...VIEWPORTS.phone, deviceScaleFactor: 2 };
// The same phone held sideways (the layouts that must fit 390 px of height).
export const SIDEWAYS = { width: 844, height: 390, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

export async function launch() {
  if (!fs.existsSync(path.join(siteDir, 'index.html')))
    throw new Error(`no built page in ${siteDir}: build the web preset first`);
  const server = await startServer({ dir: siteDir });
  const browser = await launchChromium();
  return {
    server, browser, url: server.url,
    async close() { await browser.close(); await server.close(); },
  };
}

// A fresh browser profile (context) with a page that records console errors.
export async function openPage(env, viewport = VIEWPORTS.desktop, contextOptions = {}) {
  const context = await env.browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor, isMobile: viewport.isMobile || false,
    hasTouch: viewport.hasTouch || false, serviceWorkers: 'allow', ...contextOptions,
  });
  context.setDefaultTimeout(PATIENCE);
  // window.__testNudge(): for a test's wait in the page on the game's state
  // (a human's turn, a control), as for a wait for a control
  // (game-helpers.mjs): a page that has drawn nothing for 2 s while the
  // wait lasts is asked to draw again, counted in window.__landlord.nudges.
  // A page that draws needs no nudge: each costs frames (the page draws a
  // few after a wake), and a busy machine draws slowly.
  await context.addInitScript(() => {
    window.__testNudge = () => {
      const l = window.__landlord;
      const now = performance.now();
      if (!l) return;
      if (l.nudgeFrame !== l.frames) {
        l.nudgeFrame = l.frames;
        l.nudgedAt = now;
      } else if (now - l.nudgedAt > 2000 && window.Module && window.Module._landlord_wake) {
        l.nudgedAt = now;
        l.nudges = (l.nudges || 0) + 1;
        window.Module._landlord_wake();
      }
    };
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

// Waits until the app has drawn at least `n` frames since the page loaded
// and, on a page in two parts, until the rest of its code is in: until then
// the page passes no input on (boot.js; its note says "Getting the game
// ready"), and a click of a test that went on at once was lost on a busy
// machine, as a person's tap would be.
export async function waitForFrames(page, n = 1, timeout = PATIENCE) {
  await page.waitForFunction((k) => window.__landlord && window.__landlord.frames >= k, n, { timeout });
  if (siteIsSplit) await page.waitForFunction(() => window.__landlord.restAt !== undefined, null, { timeout });
}

// The game draws only when something changes: the pointer moved over the
// page must draw a new frame, which shows its main loop runs again.
export async function drawsAgain(page) {
  const frames = await page.evaluate(() => window.__landlord.frames);
  for (let k = 0; k < 10; k++) {
    await page.mouse.move(100 + 10 * k, 200);
    const more = await page.waitForFunction((n) => window.__landlord.frames > n, frames, { timeout: 1000 })
      .then(() => true, () => false);
    if (more) return;
  }
  throw new Error(`no frame after frame ${frames} although the pointer moved`);
}

export async function screenshot(page, name) {
  fs.mkdirSync(artifactDir, { recursive: true });
  const file = path.join(artifactDir, `${name}.png`);
  const buf = await page.screenshot({ path: file });
  return { file, buf };
}

// Calls one of the app's exported test functions that return JSON text.
// Strings go through the heap, never as ccall 'string' arguments, which are
// copied onto the wasm stack: a text of a few MB would overflow it and abort
// the page. Numbers are passed as they are.
export async function callHook(page, fn, ...args) {
  const text = await page.evaluate(([f, a]) => {
    const M = window.Module;
    const owned = [];
    try {
      const values = a.map((v) => {
        if (typeof v !== 'string') return v;
        const n = M.lengthBytesUTF8(v) + 1;
        const p = M._malloc(n);
        if (!p) throw new Error(`no memory for a ${n}-byte argument`);
        owned.push(p);
        M.stringToUTF8(v, p, n);
        return p;
      });
      return M.ccall(f, 'string', values.map(() => 'number'), values);
    } finally {
      for (const p of owned) M._free(p);
    }
  }, [fn, args]);
  return JSON.parse(text);
}

// Online play: a wait in a page that runs out says what the page's room
// looked like then (its stage and seats, the peers and relays its online
// code had, and what Trystero could not do), so that a room that never
// met says why.
export async function waitInRoom(page, fn, arg) {
  try {
    return await page.waitForFunction(fn, arg, { timeout: PATIENCE });
  } catch (e) {
    const view = await page.evaluate(() => {
      const st = window.Module && window.Module.llOnline;
      const o = window.__online || (window.__landlord && window.__landlord.online) || {};
      const room = st && st.room;
      return { stage: o.stage, entries: o.entries, seats: (o.seats || (o.lobby && o.lobby.seats) || []).map((s) => s.name),
        peers: room ? room.peers().length : null, relays: room ? room.relayState() : null,
        problems: room ? room.problems() : null, problem: st ? st.problem : null, said: o.problem || null };
    }).catch((err) => String(err));
    throw new Error(`${e.message}\n  the page's room: ${JSON.stringify(view)}`, { cause: e });
  }
}

// Online play's files: the page's server and a relay (a WebTorrent
// tracker on 127.0.0.1, signal-server.mjs) for the file's tests, and the
// browsers of its devices (each pushed to `browsers`), all closed after
// them. Its `site` and `relay` are there once the tests run.
export function onlineEnv() {
  const net = { site: null, relay: null, browsers: [] };
  test.before(async () => {
    net.site = await startServer({ dir: siteDir });
    net.relay = await startSignalServer();
  });
  test.after(async () => {
    for (const b of net.browsers) await b.close().catch(() => {});
    await net.relay?.close();
    await net.site?.close();
  });
  return net;
}
