// Every word a player reads comes through a catalog. In the pseudo-language
// each catalog message is accented, longer and between brackets ("[Röll ··]"),
// so a word outside brackets did not come through one. The test build's
// ImGui hands each text it draws to the page's hooks (cmake/ImGui.cmake,
// landlord_test_drawn_texts_*), and the accessible mirror's headings,
// buttons and announcements are read from the page as they change, while a
// person goes through the home screen, the new-game form, the saved games,
// a game of their own (a decision, the trade dialog, the Rules screen, the
// list of keys, the worth chart) and a game of computer players watched to
// its end. Allowed outside brackets: the edition's own words (the
// pseudo-language shows the edition file's English), the players' names,
// numbers, money and signs. Each word found otherwise is listed with the
// text it stood in.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { launch, openPage, waitForFrames, callHook, VIEWPORTS, PATIENCE, repoRoot } from './harness.mjs';
import { click, findWidget, openCustomGame, realErrors, startGame, waitForHuman, enabled, hooks } from './game-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const norm = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

// Every English text of the shipped editions (not their translations).
function editionPhrases() {
  const out = new Set();
  const walk = (v, key) => {
    if (key === 'translations' || key === 'id') return;
    if (typeof v === 'string') { if (/[A-Za-z]/.test(v)) out.add(norm(v)); return; }
    if (Array.isArray(v)) { for (const x of v) walk(x); return; }
    if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  const dir = path.join(repoRoot, 'assets', 'editions');
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    walk(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
  }
  // The board's cells shorten "Avenue" and "Street" (src/ui/board_view.cpp).
  for (const p of [...out]) out.add(p.replace(/\bavenue\b/g, 'ave').replace(/\bstreet\b/g, 'st'));
  return [...out].map((p) => ` ${p} `);
}

// A frame's texts, a word broken with a hyphen at a line's end joined
// again with the rest of it, which the next text begins with.
function joined(frame) {
  const out = [];
  for (const t of frame) {
    const last = out.length - 1;
    if (last >= 0 && /\p{L}-$/u.test(out[last])) out[last] = out[last].slice(0, -1) + t;
    else out.push(t);
  }
  return out;
}

// The languages' own names (each named in itself, never translated) and
// the title of ImGui's fallback window, laid out at the start of every
// frame and shown in none (no control is ever put in it).
const NAMED = new Set(['english', 'deutsch', 'espa ol', 'fran ais', 'portugu s', 'brasil', 'debug']);
// The pseudo-language's accented letters: a line of a wrapped message
// drawn on its own has neither bracket, but it has these.
const ACCENTED = /[åçéîñöüýÅÇÉÎÑÖÜÝ]/;

// What of `text` did not come from a catalog: its words outside brackets
// that are not the edition's, a player's name or a key. A text cut by its
// box (or a word hyphenated onto the next line) loses a bracket at an end.
function leftover(text, phrases, names) {
  let s = text.replace(/…/g, '');
  for (let prev = null; prev !== s;) { prev = s; s = s.replace(/\[[^[\]]*\]/g, ' '); }
  s = s.replace(/^[^[]*\]/, ' ').replace(/\[[^\]]*$/, ' ');
  s = s.replace(/\((?:[A-Z]|Esc|Tab|Enter|Space|Shift|Ctrl|←|→|↑|↓)\)/g, ' ');
  if (!/[A-Za-z]/.test(s)) return null;
  const pieces = s.split(/\s*(?:[\n:·,;()|/—]|\s-\s|\s–\s)\s*/).filter((p) => !ACCENTED.test(p)).map(norm)
    .filter((p) => /[a-z]/.test(p));
  // An edition's text, whole words of it (a card's text wraps over lines);
  // a letter alone: a key (the list of keys) or a word's initial (a
  // utility's badge).
  const known = (p) => p.length === 1 || names.has(p) || NAMED.has(p) || phrases.some((ph) => ph.includes(` ${p} `)) ||
    p.split(' ').every((w) => names.has(w) || NAMED.has(w) || !/[a-z]/.test(w));
  const bad = pieces.filter((p) => !known(p));
  return bad.length ? bad : null;
}

// The mirror's texts, kept in the page as they change.
async function watchMirror(page) {
  await page.evaluate(() => {
    window.__mirrorTexts = new Set();
    const take = () => {
      const root = document.getElementById('a11y');
      if (!root) return;
      for (const el of root.querySelectorAll('h1, h2, h3, button, p, [aria-live]')) {
        const t = (el.getAttribute('aria-label') || el.textContent || '').trim();
        if (t && !el.querySelector('button, p')) window.__mirrorTexts.add(t);
      }
    };
    new MutationObserver(take).observe(document.body, { subtree: true, childList: true, characterData: true });
    take();
  });
}

test('in the pseudo-language, every text drawn and every word of the mirror comes from a catalog', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop, { locale: 'en-XA' });
  await page.goto(env.url);
  await waitForFrames(page, 2);
  // From the first frame in the pseudo-language on.
  await page.waitForFunction(() => document.documentElement.lang === 'en-XA', null, { timeout: PATIENCE });
  await page.waitForFunction((n) => {
    if (window.__testNudge) window.__testNudge();
    return window.__landlord.frames >= n;
  }, (await page.evaluate(() => window.__landlord.frames)) + 2, { timeout: PATIENCE });
  await callHook(page, 'landlord_test_drawn_texts_start');
  await watchMirror(page);
  const texts = new Map();  // text -> the step it was first drawn at
  // The players' names: the form's own (src/ui/new_game_view.cpp) and as
  // they sat.
  const names = new Set(['sam', 'ada', 'brook', 'cyrus', 'dana', 'emil', 'fern', 'gus']);
  const seated = async () => {
    for (const seat of (await hooks(page)).session?.seats || []) names.add(norm(seat.name));
  };
  const collect = async (step) => {
    const got = await callHook(page, 'landlord_test_drawn_texts_take');
    assert.equal(got.dropped, 0, `${step}: frames not kept`);
    for (const frame of got.frames) {
      if (process.env.SHOW_FRAME && frame.includes(process.env.SHOW_FRAME)) console.log(step, JSON.stringify(frame));
      for (const t of joined(frame)) if (!texts.has(t)) texts.set(t, step);
    }
  };

  // The home screen, its list of languages, the new-game form with More
  // open, the saved games.
  await findWidget(page, 'home.play');
  await click(page, 'home.language');
  await findWidget(page, 'home.language.de');
  await click(page, 'home.language');
  await collect('home');
  await click(page, 'home.custom');
  await click(page, 'newgame.advanced');
  await findWidget(page, 'newgame.seed');
  await collect('new game');
  await click(page, 'newgame.saves');
  await findWidget(page, 'saves.import');
  await collect('saved games');
  await click(page, 'saves.back');

  // A game of one's own: to a buy decision and the trade dialog, then the
  // Rules screen and the list of keys.
  await startGame(page, { kinds: ['human', 'easy', 'hard'], seed: 11, speedClicks: 'Instant' });
  await seated();
  let bought = false, traded = false;
  for (let k = 0; k < 120 && !(bought && traded); k++) {
    const h = await waitForHuman(page);
    if (h.screen === 'gameover') break;
    const phase = h.session.phase;
    let id;
    if (phase === 'end_turn' && bought && !traded && enabled(h.widgets, 'player.1.trade')) {
      await click(page, 'player.1.trade');
      await page.waitForFunction(() => window.__landlord.session.trade_open, null, { timeout: PATIENCE });
      const deed = (await hooks(page)).widgets.find((w) => /^trade\.give\.deed\./.test(w.id) && w.enabled);
      if (deed) await click(page, deed.id);
      await collect('trade dialog');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !window.__landlord.session.trade_open, null, { timeout: PATIENCE });
      traded = true;
      continue;
    }
    if (phase === 'buy_or_auction' && enabled(h.widgets, 'action.buy')) { bought = true; id = 'action.buy'; }
    const order = ['action.roll', 'action.end', 'action.auction', 'auction.drop', 'action.flat_tax', 'action.fine',
      'action.keep', 'debt.bankrupt'];
    id = id || order.find((x) => enabled(h.widgets, x)) ||
      h.widgets.find((w) => w.enabled && /^(action|place|manage|debt)\./.test(w.id))?.id;
    assert.ok(id, `an action in ${phase}`);
    const before = h.session.history;
    await click(page, id);
    await page.waitForFunction((b) => window.__landlord.session.history !== b || window.__landlord.screen === 'gameover',
      before, { timeout: PATIENCE });
    await collect(`own game, ${phase}`);
  }
  assert.ok(bought && traded, `a buy decision (${bought}) and the trade dialog (${traded})`);
  await collect('own game');
  await click(page, 'settings.rules');
  await findWidget(page, 'rules.close');
  await collect('rules');
  await click(page, 'rules.close');
  await page.keyboard.press('?');
  await waitForFrames(page, 3);
  await collect('keys');
  await page.keyboard.press('Escape');
  await click(page, 'settings.pause');
  await findWidget(page, 'paused.new');
  await collect('paused');
  await click(page, 'paused.new');

  // A game of computer players watched to its end: their turns, cards,
  // trades and bankruptcies, and the game-over screen.
  // (The speed chosen before, Instant, holds: the game can be over before
  // a look sees it being played.)
  await openCustomGame(page);
  const kinds = ['hard', 'easy', 'hard'];
  let n = (await hooks(page)).widgets.filter((w) => /^seat\.\d+\.human$/.test(w.id)).length;
  for (; n > kinds.length; n--) await click(page, 'newgame.players-');
  for (; n < kinds.length; n++) await click(page, 'newgame.players+');
  for (const [i, kind] of kinds.entries()) await click(page, `seat.${i}.${kind}`);
  await click(page, 'newgame.start');
  await page.waitForFunction(() => {
    if (window.__testNudge) window.__testNudge();
    return window.__landlord.screen === 'gameover';
  }, null, { timeout: PATIENCE, polling: 500 });
  await waitForFrames(page, 3);
  await seated();
  await collect('game over');

  const phrases = editionPhrases();
  const found = [];
  for (const [t, step] of texts) {
    const bad = leftover(t, phrases, names);
    if (bad) found.push(`${step}: "${t}" (${bad.join(' | ')})`);
  }
  const mirror = await page.evaluate(() => [...window.__mirrorTexts]);
  for (const t of mirror) {
    const bad = leftover(t, phrases, names);
    if (bad) found.push(`mirror: "${t}" (${bad.join(' | ')})`);
  }
  assert.ok(texts.size > 200, `texts drawn: ${texts.size}`);
  assert.deepEqual(found, [], `${found.length} texts not from a catalog:\n${found.join('\n')}`);
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
