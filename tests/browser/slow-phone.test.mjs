// A slow phone on a slow line: 1.6 Mbit/s down with 150 ms of latency, the
// CPU slowed down 4x, the page served without compression (scripts/serve.mjs
// sends the files as they are), a first visit (no HTTP cache, no service
// worker). The game's download takes several seconds there; the page must
// show its loading card at once and a progress bar that moves with the
// download, and then start; a page split in two then shows a note with its
// own bar while the rest of its code arrives.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { launch, openPage, screenshot, drawsAgain, siteDir, siteIsSplit, VIEWPORTS } from './harness.mjs';

// 1.6 Mbit/s in bytes per second, and 750 kbit/s up.
const DOWN = 1.6e6 / 8;
const UP = 0.75e6 / 8;
const LATENCY_MS = 150;

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

test('on a slow phone the loading card shows at once and its bar follows the download', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.phone, { serviceWorkers: 'block' });
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: LATENCY_MS, downloadThroughput: DOWN, uploadThroughput: UP,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // From the first script on: when the page first paints, and every width
    // the loading bar takes (its scaleX), as the page sets it. A mutation
    // observer sees each change, also the last one when the card is hidden
    // right after (sampling on a timer missed it on a busy machine).
    await page.addInitScript(() => {
      window.__slow = { paints: [], bar: [] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__slow.paints.push([e.name, e.startTime]);
      }).observe({ type: 'paint', buffered: true });
      let last = -1;
      const record = (bar) => {
        const m = /scaleX\(([0-9.e-]+)\)/.exec(bar.style.transform || '');
        const v = m ? Number(m[1]) : 0;
        if (v !== last) { window.__slow.bar.push([performance.now(), v]); last = v; }
      };
      const attach = () => {
        const bar = document.getElementById('progress-bar');
        if (!bar) { setTimeout(attach, 0); return; }
        record(bar);
        new MutationObserver(() => record(bar)).observe(bar, { attributes: true, attributeFilter: ['style'] });
      };
      attach();
    });
    await page.goto(env.url, { waitUntil: 'commit' });
    // Half-way through the download: what the player sees.
    await page.waitForFunction(() => window.__slow && window.__slow.bar.some(([, v]) => v >= 0.4 && v < 1),
                               null, { timeout: 60000, polling: 50 });
    const midShot = (await screenshot(page, 'slow-phone-loading')).file;
    assert.ok(await page.isVisible('#overlay .card'), 'the loading card is not visible half-way through the download');
    // A start this slow names the game and says what is happening.
    assert.ok(await page.isVisible('#overlay-title'), 'the loading card has no title half-way through the download');
    assert.ok(await page.isVisible('#overlay-text'), 'the loading card has no words half-way through the download');
    await page.waitForFunction(() => window.__landlord && window.__landlord.firstFrameAt > 0, null,
                               { timeout: 120000, polling: 100 });
    const r = await page.evaluate(() => {
      const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/index.wasm'));
      return {
        paints: window.__slow.paints, bar: window.__slow.bar, firstFrame: window.__landlord.firstFrameAt,
        wasmEnd: wasm ? wasm.responseEnd : -1,
      };
    });
    // The first paint: the card's colours and its bar (its logo and words
    // follow once the start takes a while, web/page.css).
    const firstPaint = (r.paints.find(([n]) => n === 'first-paint') || [])[1];
    const moving = r.bar.filter(([, v]) => v > 0 && v < 1);
    const firstMove = moving.length ? moving[0][0] : -1;
    console.log(`# slow phone: first paint ${Math.round(firstPaint)} ms, bar moving from ${Math.round(firstMove)} ms ` +
                `(${moving.length} steps), index.wasm downloaded at ${Math.round(r.wasmEnd)} ms, ` +
                `first frame ${Math.round(r.firstFrame)} ms; screenshot ${midShot}`);

    // The line was slow: index.wasm took at least most of the time its size
    // needs at 1.6 Mbit/s (otherwise this test would show nothing).
    const wasmBytes = fs.statSync(path.join(siteDir, 'index.wasm')).size;
    const lineMs = (wasmBytes / DOWN) * 1000;
    assert.ok(r.wasmEnd > 0.8 * lineMs,
              `index.wasm (${wasmBytes} bytes) arrived after ${r.wasmEnd} ms: the throttling did not hold`);
    // At once: the loading card is painted long before the game has arrived,
    // in the first fifth of the download (measured: 0.7 s of 7.5 s).
    assert.ok(firstPaint !== undefined, 'no first paint recorded');
    assert.ok(firstPaint < r.wasmEnd / 5, `first paint at ${firstPaint} ms, the download ended at ${r.wasmEnd} ms`);
    // The bar moves with the download: it starts within the first quarter
    // of the download after the card first painted (measured: 0.8 s of
    // 7.5 s, the card painted at 0.7 s; on a host twice as slow, card and
    // bar at 1.4 and 2.1 s of 8.0 s; 3.0 s of 7.9 s when the download was
    // watched only once index.js had arrived). Counted from the first
    // paint, since how long the page takes to paint at all follows the
    // host's speed (the CPU is slowed 4x from whatever it is), not the
    // line's. It takes many steps (never jumps from nothing to full),
    // never goes back, and ends full.
    assert.ok(firstMove > 0 && firstMove - firstPaint < r.wasmEnd / 4,
              `the bar first moved at ${firstMove} ms of a ${r.wasmEnd} ms download, the card painted at ${firstPaint} ms`);
    assert.ok(moving.length >= 10, `the bar moved in ${moving.length} steps only`);
    for (let i = 1; i < r.bar.length; ++i) {
      assert.ok(r.bar[i][1] >= r.bar[i - 1][1], `the bar went back: ${JSON.stringify(r.bar.slice(i - 1, i + 1))}`);
    }
    assert.equal(r.bar[r.bar.length - 1][1], 1, 'the bar did not end full');
    // And then the game starts.
    assert.ok(r.firstFrame > r.wasmEnd, 'first frame before the download ended');

    // A page split in two (scripts/web-split.mjs) fetches the rest of its
    // code after the first frame: seconds more on this line, during which a
    // note at the foot of the screen says so and its bar moves; then the
    // note goes and the game plays on.
    if (siteIsSplit) {
      await page.waitForFunction(() => document.getElementById('rest').classList.contains('shown') ||
                                        window.__landlord.restAt !== undefined, null, { timeout: 30000, polling: 50 });
      assert.ok(await page.isVisible('#rest'), 'no note while the rest of the code arrives');
      await page.waitForFunction(() => /scaleX\(0\.[1-9]/.test(document.getElementById('rest-bar').style.transform),
                                 null, { timeout: 30000, polling: 50 });
      await screenshot(page, 'slow-phone-rest');
      await page.waitForFunction(() => window.__landlord.restAt !== undefined, null, { timeout: 60000, polling: 100 });
      await drawsAgain(page);
      assert.ok(!(await page.isVisible('#rest')), 'the note stays after the rest arrived');
      const rest = await page.evaluate(() => ({ early: window.__landlord.restCalledEarly || [], at: window.__landlord.restAt }));
      assert.deepEqual(rest.early, [], 'functions of the rest called before it arrived');
      console.log(`# slow phone: the rest of the code in at ${Math.round(rest.at)} ms`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
