#!/usr/bin/env node
// Splits the page's WebAssembly in two, by what its start runs:
//
//   node scripts/web-split.mjs SITE_DIR FULL_WASM
//
// The page is linked with -sSPLIT_MODULE=1 (cmake/WebSplit.cmake), which
// leaves in SITE_DIR an instrumented index.wasm (it records which functions
// have run) and the real module, index.wasm.orig. This script serves the
// site on 127.0.0.1, loads it in headless Chromium with an empty storage,
// reads the instrumented module's profile the moment the host has drawn its
// second frame (the home screen, which the first lays out unseen), and runs
// Binaryen's wasm-split with it: index.wasm becomes the code the first two
// frames need (the host, Dear ImGui, the fonts, the home screen),
// index.deferred.wasm the rest (the rules, the computer players, the views
// of a game, saves), which boot.js fetches and compiles once the home
// screen is on screen. Calls into the rest before it has
// arrived still work: Emscripten's placeholders load it on the spot
// (boot.js, loadSplitModule). The whole module is moved to FULL_WASM,
// outside the site, for scripts/size-report.sh and its symbol map.
// docs/performance.md has the figures.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';

// WASM_SPLIT: the wasm-split program (cmake/WebSplit.cmake passes the one it
// found); by default the one on the PATH.
const [site, full, wasmSplit = 'wasm-split'] = process.argv.slice(2);
if (!site || !full) {
  console.error('usage: node scripts/web-split.mjs SITE_DIR FULL_WASM [WASM_SPLIT]');
  process.exit(2);
}
const orig = path.join(site, 'index.wasm.orig');
const wasm = path.join(site, 'index.wasm');
if (!fs.existsSync(orig)) {
  console.error(`web-split: no ${orig}: link the page with -sSPLIT_MODULE=1`);
  process.exit(2);
}

// Set up before any of the page's scripts: the host writes
// window.__landlord.frames after each frame it draws; the setter has the
// profile read once the second frame's iteration has run (the first lays
// the home screen out unseen, the second draws it; boot.js fetches the rest
// then), before a third frame can run more.
const HOOK = `(() => {
  const h = {};
  let frames = 0;
  Object.defineProperty(h, 'frames', { enumerable: true, configurable: true,
    get() { return frames; },
    set(v) {
      frames = v;
      if (v === 2) queueMicrotask(read);
    } });
  function read() {
      try {
        const asm = window.Module.asm;
        const n = asm.__write_profile(0, 0);
        const p = window.Module._malloc(n);
        asm.__write_profile(p, n);
        const mem = Object.values(asm).find((x) => x instanceof WebAssembly.Memory);
        window.__splitProfile = Array.from(new Uint8Array(mem.buffer, p, n));
      } catch (e) {
        window.__splitProfile = String(e && e.stack || e);
      }
  }
  window.__landlord = h;
})();`;

// Every way the game starts without a saved game, each profiled up to its
// second frame: a first visit and a second one (storage already written), on
// a desktop window and on a phone. With a saved game waiting, boot.js loads
// the rest before the game starts: the resume offer reads the game.
async function startProfile(page, go) {
  await go();
  await page.waitForFunction(() => window.__splitProfile, null, { timeout: 120000 });
  const p = await page.evaluate(() => window.__splitProfile);
  if (typeof p === 'string') throw new Error(`no profile from the page: ${p}`);
  return Buffer.from(p);
}
// The profile depends only on the instrumented module and the page's own
// files: it is kept under that content's hash outside the clone
// (~/.cache/landlord/web-split, or $LANDLORD_CACHE_DIR), so that the same
// page is profiled once, whichever build or clone links it.
const profFile = path.join(site, 'index.wasm.profile');
const hash = crypto.createHash('sha256');
for (const f of [fileURLToPath(import.meta.url), wasm, ...fs.readdirSync(site).filter((n) => /\.(js|html|css)$/.test(n))
  .sort().map((n) => path.join(site, n))]) {
  hash.update(path.basename(f)).update('\0').update(fs.readFileSync(f)).update('\0');
}
const cacheDir = path.join(process.env.LANDLORD_CACHE_DIR ||
  path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'landlord'), 'web-split');
const cached = path.join(cacheDir, `${hash.digest('hex')}.profile`);
if (fs.existsSync(cached)) {
  fs.copyFileSync(cached, profFile);
  console.log(`web-split: the page's start profile from ${cached}`);
} else {
  fs.writeFileSync(profFile, await profileStarts());
  fs.mkdirSync(cacheDir, { recursive: true });
  const tmp = `${cached}.${process.pid}`;
  fs.copyFileSync(profFile, tmp);
  fs.renameSync(tmp, cached);
}

async function profileStarts() {
const server = await startServer({ dir: site, base: '/landlord/' });
const browser = await launchChromium();
const profiles = [];
try {
  const forms = [
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
    { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  ];
  for (const { name, ...options } of forms) {
    const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(HOOK);
    profiles.push(await startProfile(page, () => page.goto(server.url)));
    profiles.push(await startProfile(page, () => page.reload()));
    console.log(`web-split: profiled a first and a second start on a ${name}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const merged = `${profFile}.merged`;
const parts = profiles.map((p, i) => {
  const f = `${profFile}.${i}`;
  fs.writeFileSync(f, p);
  return f;
});
execFileSync(wasmSplit, ['--merge-profiles', ...parts, '-o', merged], { stdio: 'inherit' });
for (const f of parts) fs.rmSync(f);
const out = fs.readFileSync(merged);
fs.rmSync(merged);
return out;
}
execFileSync(wasmSplit, ['--enable-mutable-globals', '--enable-bulk-memory', '--enable-sign-ext',
  '--enable-nontrapping-float-to-int', '--export-prefix=%', orig, '-o1', wasm,
  '-o2', path.join(site, 'index.deferred.wasm'), `--profile=${profFile}`, '--placeholdermap'], { stdio: 'inherit' });
// Which function each placeholder stands for (indices of the whole module,
// named by its symbol map), beside the whole module: a call into the rest
// before it has arrived reports its placeholder (boot.js).
const placeholders = wasm + '.placeholders';
if (fs.existsSync(placeholders)) fs.renameSync(placeholders, full + '.placeholders');
fs.renameSync(orig, full);
// The profile too: `wasm-split -v --profile=FULL.profile FULL` lists which
// functions are kept in index.wasm and which are left for the rest.
fs.renameSync(profFile, full + '.profile');
const kb = (f) => Math.round(fs.statSync(f).size / 1024);
console.log(`web-split: index.wasm ${kb(wasm)} KB before the first frame, index.deferred.wasm ` +
            `${kb(path.join(site, 'index.deferred.wasm'))} KB after`);
