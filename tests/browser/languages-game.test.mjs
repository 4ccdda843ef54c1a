// Whole games in each language: a game of computer players watched to its
// end in German, Spanish, French and Brazilian Portuguese (the board, the
// log, the notices, the game-over and Rules screens in screenshots
// languages-gameover-LANG.png, languages-rules-LANG.png), the same in the
// pseudo-language at a desktop's and a phone's sizes, each control on the
// screen and holding its words, and a game paused in German, switched to
// French on the pause screen, played on and resumed after a reload: the
// same game throughout, since a save holds no words the engine reads back.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PATIENCE, SIDEWAYS } from './harness.mjs';
import { click, findWidget, hooks, realErrors, startGame, waitOrSay } from './game-helpers.mjs';
import { move, settled, reloadToOffer, continueGame } from './saves-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const label = async (page, id) => (await findWidget(page, id)).label;

test('a whole game in each language, watched to its end', async () => {
  const english = new Map();  // the game-over buttons' English, read first
  for (const locale of ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'pt-BR']) {
    const code = locale === 'pt-BR' ? 'pt' : locale.slice(0, 2);
    const { context, page, errors } = await openPage(env, VIEWPORTS.desktop, { locale });
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await startGame(page, { kinds: ['hard', 'easy', 'hard'], seed: 5, speedClicks: 'Instant' });
    await page.waitForFunction(() => {
      if (window.__testNudge) window.__testNudge();
      return window.__landlord.screen === 'gameover';
    }, null, { timeout: PATIENCE, polling: 500 });
    const buttons = ['gameover.new', 'gameover.again', 'gameover.board'];
    for (const id of buttons) {
      const l = await label(page, id);
      if (code === 'en') english.set(id, l);
      else assert.notEqual(l, english.get(id), `${locale}: ${id} reads its English`);
    }
    assert.equal(await page.evaluate(() => document.documentElement.lang), locale === 'pt-BR' ? 'pt-BR' : code);
    if (code !== 'en') await screenshot(page, `languages-gameover-${code}`);
    // The Rules screen of the game played, in the language.
    await click(page, 'settings.rules');
    await findWidget(page, 'rules.close');
    if (code !== 'en') await screenshot(page, `languages-rules-${code}`);
    await click(page, 'rules.close');
    // The final board, its log and notices, in the language.
    await click(page, 'gameover.board');
    await waitForFrames(page, 3);
    if (code !== 'en') await screenshot(page, `languages-final-board-${code}`);
    assert.deepEqual(realErrors(errors), [], locale);
    await context.close();
  }
});

test('a game paused in German goes on in French, and resumes in French after a reload: the same game', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop, { locale: 'de-DE' });
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await startGame(page, { kinds: ['human', 'easy', 'hard'], seed: 4242, speedClicks: 'Instant' });
  for (let k = 0; k < 8; k++) await move(page);
  const before = await settled(page);
  const resumeDe = await (async () => {
    await click(page, 'settings.pause');
    return label(page, 'paused.resume');
  })();
  await click(page, 'paused.language');
  await click(page, 'paused.language.fr');
  await waitOrSay(page, 'the pause screen in French', (was) => {
    const w = (window.__landlord.widgets || []).find((x) => x.id === 'paused.resume');
    if (w && w.label !== was && document.documentElement.lang === 'fr') return true;
    if (window.__testNudge) window.__testNudge();
    return false;
  }, resumeDe);
  await screenshot(page, 'languages-paused-fr');
  await click(page, 'paused.resume');
  await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: PATIENCE });
  const switched = await hooks(page);
  assert.deepEqual(switched.state, before.state, 'a change of language changes nothing of the game');
  assert.equal(switched.session.history, before.session.history);
  // Played on in French, then the page is loaded again: French, the same game.
  for (let k = 0; k < 4; k++) await move(page);
  const later = await settled(page);
  await reloadToOffer(page);
  // (The page says its language once the catalog fetched is in use.)
  await waitOrSay(page, 'the page reloaded in French', () => {
    if (window.__testNudge) window.__testNudge();
    return document.documentElement.lang === 'fr';
  });
  const after = await continueGame(page);
  assert.deepEqual(after.state, later.state, 'the resumed game is the one saved');
  assert.equal(after.session.history, later.session.history);
  await screenshot(page, 'languages-resumed-fr');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

// The pseudo-language (accented, 40% longer, between brackets) on the
// screens a game ends with: game over and its Rules screen, at 1280x800,
// 390x844 and 844x390. Each control lies within the screen's width and
// holds its words, each reads between brackets; the rules' lines lie
// within the width.
test('the pseudo-language fits game over and the Rules screen at 1280x800, 390x844 and 844x390', async () => {
  const sizes = [['desktop', VIEWPORTS.desktop], ['phone', VIEWPORTS.phone],
    ['sideways', SIDEWAYS]];
  for (const [name, vp] of sizes) {
    const { context, page, errors } = await openPage(env, vp, { locale: 'en-XA' });
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await startGame(page, { kinds: ['hard', 'easy'], seed: 9, speedClicks: 'Instant' });
    await page.waitForFunction(() => {
      if (window.__testNudge) window.__testNudge();
      return window.__landlord.screen === 'gameover';
    }, null, { timeout: PATIENCE, polling: 500 });
    const fits = (w, what) => {
      assert.ok(w.x >= -0.5 && w.x + w.w <= vp.width + 1, `${name}, ${what}: ${w.id} is off the screen: ${JSON.stringify(w)}`);
      if (w.text_w !== undefined) assert.ok(w.text_w <= w.w + 0.5, `${name}, ${what}: ${w.id}'s text is wider than its box`);
    };
    await findWidget(page, 'gameover.again');
    const over = (await hooks(page)).widgets.filter((w) => w.id.startsWith('gameover.'));
    assert.ok(over.length >= 3, `${name}: the game-over controls`);
    for (const w of over) {
      assert.match(w.label, /^\[.*\]$/, `${name}: ${w.id} reads "${w.label}", not from the catalog`);
      fits(w, 'game over');
    }
    // The game's net worth drawn whole, not cut by the panel's foot (a
    // phone held sideways puts it beside the standings).
    const chart = await page.waitForFunction(() => {
      if (window.__testNudge) window.__testNudge();
      const l = window.__landlord;
      return l.layout && l.layout.settled && (l.shown || []).find((x) => x.kind === 'chart');
    }, null, { timeout: PATIENCE }).then((h) => h.jsonValue());
    assert.ok(chart.whole && chart.h >= 100 && chart.y >= 0 && chart.y + chart.h <= vp.height,
      `${name}: the chart whole on the screen: ${JSON.stringify(chart)}`);
    await screenshot(page, `languages-pseudo-${name}-gameover`);
    // The rules from the final board's bar (a phone's game-over card covers it).
    await click(page, 'gameover.board');
    await click(page, 'settings.rules');
    await findWidget(page, 'rules.close');
    const rules = await page.evaluate(() => ({
      widgets: (window.__landlord.widgets || []).filter((w) => w.id.startsWith('rules.')),
      lines: (window.__landlord.shown || []).filter((x) => x.kind === 'rules.option'),
    }));
    for (const w of rules.widgets) {
      if (!w.id.startsWith('rules.edition.') && !w.id.startsWith('rules.variant.') || w.id === 'rules.variant.standard') {
        assert.match(w.label, /^\[.*\]$/, `${name}: ${w.id} reads "${w.label}", not from the catalog`);
      }
      fits(w, 'rules');
    }
    assert.ok(rules.lines.length >= 10, `${name}: the rules' lines`);
    for (const l of rules.lines) {
      assert.ok(l.x >= -0.5 && l.x + l.w <= vp.width + 1, `${name}: a rules line is off the screen: ${JSON.stringify(l)}`);
    }
    await screenshot(page, `languages-pseudo-${name}-rules`);
    assert.deepEqual(realErrors(errors), [], name);
    await context.close();
  }
});
