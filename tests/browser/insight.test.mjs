// The landing-odds overlay: the board's "Odds" toggle shows, on every
// space, the share of rolls that end there, and the figures are the
// engine's own (landlord-cli insight, the same exact Markov chain, natively).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS } from './harness.mjs';
import { click, realErrors } from './game-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const CLI = process.env.LANDLORD_CLI || 'build/native/src/cli/landlord-cli';

for (const [name, vp] of Object.entries(VIEWPORTS)) {
  test(`the Odds overlay shows the engine's landing odds on every space (${name})`, { timeout: 90000 }, async () => {
    assert.ok(fs.existsSync(CLI), `the native CLI is needed for the reference figures: ${CLI}`);
    const ref = JSON.parse(execFileSync(CLI, ['insight', '--edition', 'classic', '--json'], { encoding: 'utf8' }));
    const { context, page, errors } = await openPage(env, vp);
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await page.waitForFunction(() => window.__landlord.screen === 'newgame', null, { timeout: 20000 });
    await click(page, 'home.play');  // one tap: you against three computer players, Classic
    await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: 8000 });
    const odds = () => page.evaluate(() => (window.__landlord.shown || []).filter((s) => s.kind === 'odds'));
    assert.equal((await odds()).length, 0, 'off until asked for');
    await click(page, 'board.odds');
    await page.waitForFunction(() => (window.__landlord.shown || []).some((s) => s.kind === 'odds'), null, { timeout: 5000 });
    const shown = await odds();
    assert.equal(shown.length, ref.spaces.length, 'a figure on every space');
    for (const s of ref.spaces) {
      const got = shown.find((x) => x.space === s.space);
      assert.ok(got, `no figure on ${s.name}`);
      assert.equal(got.text, `${(s.roll_end * 100).toFixed(1)}%`, `${s.name}`);
    }
    // The most landed space is the jail, as the engine says.
    const best = ref.spaces.reduce((a, b) => (b.roll_end > a.roll_end ? b : a));
    assert.equal(best.name, 'Jail');
    await screenshot(page, `insight-odds-${name}`);
    await click(page, 'board.odds');
    await page.waitForFunction(() => !(window.__landlord.shown || []).some((s) => s.kind === 'odds'), null, { timeout: 5000 });
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });
}
