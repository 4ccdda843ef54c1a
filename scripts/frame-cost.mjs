// What a frame of a game costs headless Chromium without a GPU
// (SwiftShader; Mesa's llvmpipe, which the browser tests draw with, when
// LANDLORD_BROWSER_GL=llvmpipe), where the browser tests spend most of
// their time: a game
// is started through the set-up form (a person and three computer players,
// Instant speed), then the page is made to draw frame after frame for a
// while, and the CPU time of every Chromium process is read before and
// after (`ps -C chromium`: run it with no other Chromium on the machine).
//
//   node scripts/frame-cost.mjs [--seconds 10] [--site build/web/site]
//
// Prints, for the desktop (1280x800) and the phone the tests play on
// (390x844 at 2x), the frames drawn, the CPU per frame of all of
// Chromium's processes and of its GPU process alone.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';
import { startGame } from '../tests/browser/game-helpers.mjs';
import { VIEWPORTS, PHONE_PLAY } from '../tests/browser/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const seconds = Number(arg('seconds', 10));
const site = path.resolve(root, arg('site', 'build/web/site'));

// CPU seconds so far of every Chromium process, and of its GPU process.
function chromiumCpu() {
  let all = 0, gpu = 0;
  const out = execSync('ps -C chromium -o times=,args= || true').toString().trim();
  for (const line of out ? out.split('\n') : []) {
    const t = Number(line.trim().split(/\s+/)[0]);
    all += t;
    if (line.includes('--type=gpu-process')) gpu += t;
  }
  return { all, gpu };
}

const server = await startServer({ dir: site });
try {
  for (const [name, vp] of [['desktop 1280x800', VIEWPORTS.desktop], ['phone 390x844 at 2x', PHONE_PLAY]]) {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({
        viewport: { width: vp.width, height: vp.height }, deviceScaleFactor: vp.deviceScaleFactor,
        isMobile: vp.isMobile || false, hasTouch: vp.hasTouch || false,
      });
      const page = await context.newPage();
      await page.goto(server.url);
      await page.waitForFunction(() => window.__landlord && window.__landlord.frames > 2, null, { timeout: 120000 });
      await startGame(page, { kinds: ['human', 'easy', 'hard', 'easy'], seed: 5, speedClicks: 'Instant' });
      const c0 = chromiumCpu();
      const f0 = await page.evaluate(() => window.__landlord.frames);
      const t0 = Date.now();
      await page.evaluate(async (ms) => {
        const end = performance.now() + ms;
        while (performance.now() < end) {
          window.Module._landlord_wake();
          await new Promise((r) => requestAnimationFrame(r));
        }
      }, seconds * 1000);
      const c1 = chromiumCpu();
      const n = (await page.evaluate(() => window.__landlord.frames)) - f0;
      const per = (x) => ((1000 * x) / n).toFixed(1);
      console.log(`${name}: ${n} frames in ${((Date.now() - t0) / 1000).toFixed(1)} s; ` +
        `CPU a frame ${per(c1.all - c0.all)} ms, of which the GPU process ${per(c1.gpu - c0.gpu)} ms`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}
