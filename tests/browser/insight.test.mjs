// The landing-odds overlay: the board's "Odds" toggle shows, on every
// space, the share of rolls that end there, and the figures are the
// engine's own (landlord-cli insight, the same exact Markov chain, natively).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PATIENCE } from './harness.mjs';
import { click, realErrors } from './game-helpers.mjs';
import { move, settled } from './saves-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const CLI = process.env.LANDLORD_CLI || 'build/native/src/cli/landlord-cli';

for (const [name, vp] of Object.entries(VIEWPORTS)) {
  test(`the Odds overlay shows the engine's landing odds on every space (${name})`, async () => {
    assert.ok(fs.existsSync(CLI), `the native CLI is needed for the reference figures: ${CLI}`);
    const ref = JSON.parse(execFileSync(CLI, ['insight', '--edition', 'classic', '--json'], { encoding: 'utf8' }));
    const { context, page, errors } = await openPage(env, vp);
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await page.waitForFunction(() => window.__landlord.screen === 'newgame', null, { timeout: PATIENCE });
    await click(page, 'home.play');  // one tap: you against three computer players, Classic
    await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: PATIENCE });
    const odds = () => page.evaluate(() => (window.__landlord.shown || []).filter((s) => s.kind === 'odds'));
    assert.equal((await odds()).length, 0, 'off until asked for');
    await click(page, 'board.odds');
    await page.waitForFunction(() => (window.__landlord.shown || []).some((s) => s.kind === 'odds'), null, { timeout: PATIENCE });
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
    await page.waitForFunction(() => !(window.__landlord.shown || []).some((s) => s.kind === 'odds'), null, { timeout: PATIENCE });
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });
}

// A deed card's earnings, as the engine works them out (landlord-cli
// insight --opponents 3: the quick game's three rivals).
const perTurn = (v) => '$' + (v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0));
const rounds = (r) => (r === null || !Number.isFinite(r) || r <= 0 ? '\u2014' : r < 1 ? '<1' : String(Math.round(r)));

test('a deed card shows what each level earns per opponent turn and the rounds to pay it back',
  async () => {
    const ref = JSON.parse(execFileSync(CLI, ['insight', '--edition', 'classic', '--opponents', '3', '--json'],
      { encoding: 'utf8' }));
    const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await page.waitForFunction(() => window.__landlord.screen === 'newgame', null, { timeout: PATIENCE });
    await click(page, 'home.play');
    await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: PATIENCE });
    for (const name of ['Boardwalk', 'Reading Railroad', 'Electric Company', 'St. James Place']) {
      const deed = ref.deeds.find((d) => d.name === name);
      assert.ok(deed, name);
      await click(page, `space.${deed.space}`);
      await page.waitForFunction((s) => (window.__landlord.shown || []).some((x) => x.kind === 'deed.earn' && x.space === s),
        deed.space, { timeout: PATIENCE });
      const shown = await page.evaluate((s) => (window.__landlord.shown || [])
        .filter((x) => x.kind === 'deed.earn' && x.space === s).map((x) => x.text), deed.space);
      assert.deepEqual(shown, deed.levels.map((lv, i) => `${i}|${perTurn(lv.rent_per_turn)}|${rounds(lv.step_payback_rounds)}`),
        name);
      if (name === 'Boardwalk') await screenshot(page, 'insight-deed-earnings-desktop');
      await click(page, `space.${deed.space}`);  // a second tap puts it away
    }
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });

test('during play the net-worth chart is one tap away, and Esc puts it away', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.phone);
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await page.waitForFunction(() => window.__landlord.screen === 'newgame', null, { timeout: PATIENCE });
  await click(page, 'home.play');
  await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: PATIENCE });
  await move(page);
  await settled(page);
  await click(page, 'players.worth');
  await page.waitForFunction(() => (window.__landlord.widgets || []).some((w) => w.id === 'worth.close'), null,
    { timeout: PATIENCE });
  const chart = await page.evaluate(() => (window.__landlord.shown || []).find((s) => s.kind === 'chart'));
  assert.ok(chart, 'the chart is drawn');
  assert.match(chart.text, /^net worth over \d+ samples$/);
  assert.ok(Number(chart.text.match(/\d+/)[0]) >= 2, chart.text);
  const close = (await page.evaluate(() => window.__landlord.widgets)).find((w) => w.id === 'worth.close');
  assert.ok(close.visible && close.y + close.h <= VIEWPORTS.phone.height, 'Close inside the phone screen');
  await screenshot(page, 'insight-worth-phone');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !(window.__landlord.widgets || []).some((w) => w.id === 'worth.close'), null,
    { timeout: PATIENCE });
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
