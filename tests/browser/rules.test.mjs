// The Rules screen: how to play, in plain words written from the options
// the engine plays by. From the home screen every edition and variant can
// be read, and each lists exactly the options `landlord-cli options-doc
// --json` gives it; from the set-up form, the rules being set up; in a
// game, the rules of that game (its state's options).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PATIENCE } from './harness.mjs';
import { hooks, click, openCustomGame, realErrors } from './game-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const CLI = process.env.LANDLORD_CLI || 'build/native/src/cli/landlord-cli';

// The options the screen states, by name: [JSON value, the line shown].
// (click() waits for the frames after the click, so these are the new ones.)
async function shownOptions(page) {
  const shown = await page.evaluate(() => (window.__landlord.shown || []).filter((s) => s.kind === 'rules.option'));
  const out = {};
  for (const s of shown) {
    const [name, value, ...text] = s.text.split('|');
    out[name] = [JSON.parse(value), text.join('|')];
  }
  return out;
}

function assertSameOptions(shown, expected, where) {
  assert.deepEqual(Object.keys(shown).sort(), Object.keys(expected).sort(), `${where}: every option, once`);
  for (const [name, value] of Object.entries(expected)) {
    assert.deepEqual(shown[name][0], value, `${where}: ${name}`);
    assert.ok(shown[name][1].length > name.length / 2, `${where}: ${name} is said in words: ${shown[name][1]}`);
  }
}

for (const [vpName, vp] of Object.entries({ desktop: VIEWPORTS.desktop, phone: VIEWPORTS.phone })) {
  test(`How to play shows every edition and variant with the options the engine gives it (${vpName})`,
    async () => {
      assert.ok(fs.existsSync(CLI), `the native CLI is needed for the reference options: ${CLI}`);
      const ref = JSON.parse(execFileSync(CLI, ['options-doc', '--json'], { encoding: 'utf8' }));
      const { context, page, errors } = await openPage(env, vp);
      await page.goto(env.url);
      await waitForFrames(page, 2);
      await page.waitForFunction(() => window.__landlord.screen === 'newgame', null, { timeout: PATIENCE });
      await click(page, 'home.rules');
      await page.waitForFunction(() => (window.__landlord.widgets || []).some((w) => w.id === 'rules.close'), null,
        { timeout: PATIENCE });
      assert.equal((await page.evaluate(() => window.__landlord.focus)).default, 'rules.close');
      for (const [edition, variants] of Object.entries(ref)) {
        await click(page, `rules.edition.${edition}`);
        for (const [variant, options] of Object.entries(variants)) {
          await click(page, variant ? `rules.variant.${variant}` : 'rules.variant.standard');
          assertSameOptions(await shownOptions(page), options, `${edition} ${variant || 'standard'}`);
        }
      }
      // Every rules window stays inside the screen, its Close reachable.
      const close = (await hooks(page)).widgets.find((w) => w.id === 'rules.close');
      assert.ok(close.visible && close.y + close.h <= vp.height && close.x >= 0 && close.x + close.w <= vp.width,
        `Close inside the screen: ${JSON.stringify(close)}`);
      await click(page, 'rules.edition.classic');
      await click(page, 'rules.variant.standard');
      await screenshot(page, `rules-home-${vpName}`);
      await click(page, 'rules.close');
      await page.waitForFunction(() => !(window.__landlord.widgets || []).some((w) => w.id === 'rules.close'), null,
        { timeout: PATIENCE });
      assert.ok((await hooks(page)).widgets.some((w) => w.id === 'home.play' && w.visible), 'back on the home screen');
      assert.deepEqual(realErrors(errors), []);
      await context.close();
    });
}

test('the set-up form and a game show their own rules, house rules included; Esc closes',
  async () => {
    const ref = JSON.parse(execFileSync(CLI, ['options-doc', '--json'], { encoding: 'utf8' }));
    const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await openCustomGame(page);
    await click(page, 'newgame.edition.boutique');
    await click(page, 'newgame.variant.short_game');
    await click(page, 'newgame.rules');
    await page.waitForFunction(() => (window.__landlord.widgets || []).some((w) => w.id === 'rules.close'), null,
      { timeout: PATIENCE });
    const setUp = await shownOptions(page);
    assertSameOptions(setUp, ref.boutique.short_game, 'the set-up form, boutique short game');
    assert.match(setUp.houses_per_hotel[1], /^Boutiques for a mall: 3$/i, 'in the edition\'s words');
    assert.ok(!(await hooks(page)).widgets.some((w) => w.id === 'rules.edition.classic'), 'no edition to pick here');
    await screenshot(page, 'rules-setup-desktop');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !(window.__landlord.widgets || []).some((w) => w.id === 'rules.close'), null,
      { timeout: PATIENCE });
    assert.ok((await hooks(page)).widgets.some((w) => w.id === 'newgame.start'), 'Esc closed the rules only');

    // A game: the rules are those of its state.
    await click(page, 'newgame.start');
    await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: PATIENCE });
    await click(page, 'settings.rules');
    await page.waitForFunction(() => (window.__landlord.widgets || []).some((w) => w.id === 'rules.close'), null,
      { timeout: PATIENCE });
    const state = (await hooks(page)).state;
    assertSameOptions(await shownOptions(page), state.options, 'the game');
    assert.equal(state.options.houses_per_hotel, 3);
    await screenshot(page, 'rules-game-desktop');
    await click(page, 'rules.close');
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });
