// Whole games in each language: a game of computer players watched to its
// end in German, Spanish, French and Brazilian Portuguese (the board, the
// log, the notices and the game-over screen in screenshots
// languages-gameover-LANG.png), and a game paused in German, switched to
// French on the pause screen, played on and resumed after a reload: the
// same game throughout, since a save holds no words the engine reads back.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PATIENCE } from './harness.mjs';
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
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  const after = await continueGame(page);
  assert.deepEqual(after.state, later.state, 'the resumed game is the one saved');
  assert.equal(after.session.history, later.session.history);
  await screenshot(page, 'languages-resumed-fr');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
