// The language a player reads: the browser's on a first visit, another
// chosen on the home screen (remembered from one visit to the next), the
// page's lang attribute following it for screen readers, and the
// pseudo-language (accented, 40% longer, between brackets) drawn whole at
// a desktop's and a phone's sizes. Screenshots in artifacts/browser/.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS, PATIENCE, SIDEWAYS } from './harness.mjs';
import { click, findWidget, realErrors, waitOrSay, startGame, waitForHuman, enabled, hooks } from './game-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

// The home screen's control `id` drawn with `label`.
async function shows(page, id, label) {
  await waitOrSay(page, `${id} reading "${label}"`, ([wid, text]) => {
    const w = (window.__landlord.widgets || []).find((x) => x.id === wid);
    if (w && w.label === text) return true;
    if (window.__testNudge) window.__testNudge();
    return false;
  }, [id, label]);
}
const lang = (page) => page.evaluate(() => document.documentElement.lang);

test('a German browser gets the game in German; French chosen instead is remembered', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.desktop, { locale: 'de-DE' });
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await shows(page, 'home.play', 'Spielen');
  await shows(page, 'home.custom', 'Eigenes Spiel');
  await shows(page, 'home.level.hard', 'Schwer');
  await shows(page, 'newgame.saves', 'Gespeicherte Spiele');
  assert.equal(await lang(page), 'de');
  await screenshot(page, 'languages-home-de');
  // The new-game form, in German too.
  await click(page, 'home.custom');
  await shows(page, 'newgame.start', 'Spiel starten');
  await shows(page, 'newgame.advanced', 'Mehr: Startwert und erweiterte Regeln');
  await shows(page, 'newgame.option.free_parking_pot',
    'Frei-Parken-Kasse: Steuern und Gebühren gehen an den, der dort landet');
  await screenshot(page, 'languages-newgame-de');
  await click(page, 'newgame.back');
  await shows(page, 'home.play', 'Spielen');
  await click(page, 'home.language');
  await click(page, 'home.language.fr');
  await shows(page, 'home.play', 'Jouer');
  await shows(page, 'home.language', 'Langue\u00a0: Français');
  assert.equal(await lang(page), 'fr');
  await screenshot(page, 'languages-home-fr');
  // The next visit: French, whatever the browser prefers.
  await page.reload();
  await waitForFrames(page, 2);
  await shows(page, 'home.play', 'Jouer');
  assert.equal(await lang(page), 'fr');
  // And back to English, at once (English needs no catalog).
  await click(page, 'home.language');
  await click(page, 'home.language.en');
  await shows(page, 'home.play', 'Play');
  assert.equal(await lang(page), 'en');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

// The page's own words (the loading card, the update bar, the mirror's
// labels, a browser that cannot run the game) in the player's language:
// the browser's, or the one chosen before.
test("the page's own words follow the language", async () => {
  const texts = (page) => page.evaluate(() => ({
    reload: document.getElementById('update-reload').textContent,
    rest: document.querySelector('#rest span').textContent,
    log: document.getElementById('a11y-log').getAttribute('aria-label'),
  }));
  {
    const { context, page, errors } = await openPage(env, VIEWPORTS.desktop, { locale: 'de-DE' });
    await page.goto(env.url);
    assert.equal(await page.evaluate(() => window.__landlord.shellWords), true);
    assert.deepEqual(await texts(page), { reload: 'Neu laden', rest: 'Das Spiel wird vorbereitet…', log: 'Was geschieht' });
    // Chosen in the game, French is the page's language from the next visit.
    await waitForFrames(page, 2);
    await click(page, 'home.language');
    await click(page, 'home.language.fr');
    await shows(page, 'home.play', 'Jouer');
    await page.reload();
    assert.equal(await page.evaluate(() => window.__landlord.shellWords), true);
    assert.equal((await texts(page)).reload, 'Recharger');
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  }
  {
    // A German browser that cannot run WebAssembly reads why in German.
    const { context, page } = await openPage(env, VIEWPORTS.desktop, { locale: 'de-DE' });
    await page.addInitScript(() => { delete window.WebAssembly; });
    await page.goto(env.url);
    await page.waitForFunction(() => document.getElementById('overlay-title').textContent === 'Landlord kann nicht starten',
      null, { timeout: PATIENCE });
    assert.match(await page.locator('#overlay-text').innerText(), /^Dieser Browser kann kein WebAssembly ausführen/);
    await context.close();
  }
  {
    // English needs no file: none is fetched.
    const { context, page } = await openPage(env, VIEWPORTS.desktop, { locale: 'en-US' });
    const fetched = [];
    page.on('request', (r) => { if (/shell\.json$/.test(r.url())) fetched.push(r.url()); });
    await page.goto(env.url);
    await waitForFrames(page, 2);
    assert.deepEqual(fetched, []);
    assert.equal((await texts(page)).reload, 'Reload');
    await context.close();
  }
});

// The game itself: the decision and players' panels in German on a phone.
test('a German phone plays in German: the turn, its buttons and the players', async () => {
  const { context, page, errors } = await openPage(env, VIEWPORTS.phone, { locale: 'de-DE' });
  await page.goto(env.url);
  await waitForFrames(page, 2);
  await click(page, 'home.play');
  await waitOrSay(page, 'action.roll reading "Würfeln"', () => {
    const w = (window.__landlord.widgets || []).find((x) => x.id === 'action.roll');
    if (w && w.label.startsWith('Würfeln')) return true;
    if (window.__testNudge) window.__testNudge();
    return false;
  });
  const labels = await page.evaluate(() => window.__landlord.widgets.map((w) => w.label));
  assert.ok(labels.includes('Vermögenskurve'), `the players' panel in German: ${JSON.stringify(labels)}`);
  // The board's spaces too: the page's editions carry no words in other
  // languages, German's came with its catalog (lang/de.editions.json).
  assert.ok(labels.includes('Los') && labels.includes('Gefängnis') && labels.includes('Frei Parken'), `the board in German: ${JSON.stringify(labels)}`);
  // The top bar keeps one row (German's "Überspringen" is long): Pause
  // beside Rules, every label whole.
  await page.waitForFunction(() => {
    if (window.__testNudge) window.__testNudge();
    return window.__landlord.layout && window.__landlord.layout.settled;
  });
  const bar = await page.evaluate(() => window.__landlord.widgets.filter((w) => w.id.startsWith('settings.')));
  const pause = bar.find((w) => w.id === 'settings.pause'), rules = bar.find((w) => w.id === 'settings.rules');
  assert.ok(pause && rules && Math.abs(pause.y - rules.y) < 1, `Pause on the row of Rules: ${JSON.stringify(bar)}`);
  for (const w of bar) {
    assert.ok(w.text_w === undefined || w.text_w <= w.w + 0.5, `${w.id}'s label whole: ${JSON.stringify(w)}`);
    assert.ok(w.x + w.w <= VIEWPORTS.phone.width + 0.5, `${w.id} on the screen: ${JSON.stringify(w)}`);
    assert.ok(w.h >= 44, `${w.id} 44 px high: ${JSON.stringify(w)}`);
  }
  await screenshot(page, 'languages-game-de-phone');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('a Brazilian phone gets Portuguese; an English one English', async () => {
  for (const [locale, play, tag] of [['pt-BR', 'Jogar', 'pt-BR'], ['en-GB', 'Play', 'en'], ['ja-JP', 'Play', 'en']]) {
    const { context, page, errors } = await openPage(env, VIEWPORTS.phone, { locale });
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await shows(page, 'home.play', play);
    assert.equal(await lang(page), tag, locale);
    if (locale === 'pt-BR') await screenshot(page, 'languages-home-pt-phone');
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  }
});

// The pseudo-language: every control of the home screen, the new-game
// form and the saved games' screen reads between brackets (so none was
// left in English), none is pushed off the side of the screen, and each
// holds its text.
test('the pseudo-language fits the home, new-game and saved-games screens at 1280x800, 390x844 and 844x390', async () => {
  const sizes = [['desktop', VIEWPORTS.desktop], ['phone', VIEWPORTS.phone],
    ['sideways', SIDEWAYS]];
  for (const [name, vp] of sizes) {
    const { context, page, errors } = await openPage(env, vp, { locale: 'en-XA' });
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await shows(page, 'home.play', '[Plåý ··]');
    // Longer words must not push a control off the side of the screen or
    // its text out of its box; below the fold is where a card that scrolls
    // keeps what does not fit (a phone held sideways).
    // In a form that scrolls, a control the scroll has half taken past
    // the edge is where the player scrolls it: only its width is checked.
    const check = (w, scrolls = false) => {
      assert.ok(w.x >= 0 && w.x + w.w <= vp.width + 1, `${name}: ${w.id} is off the screen: ${JSON.stringify(w)}`);
      if (w.visible && !scrolls) assert.ok(w.y >= 0 && w.y + w.h <= vp.height + 1, `${name}: ${w.id} is cut: ${JSON.stringify(w)}`);
      if (w.text_w !== undefined) assert.ok(w.text_w <= w.w + 0.5, `${name}: ${w.id}'s text is wider than its box`);
    };
    const ws = await page.evaluate(() => window.__landlord.widgets.filter((w) => w.id.startsWith('home.') ||
      w.id === 'newgame.saves'));
    assert.ok(ws.length >= 8, `${name}: the home screen's controls`);
    for (const w of ws) {
      assert.match(w.label, /^\[.*\]$/, `${name}: ${w.id} reads "${w.label}", not from the catalog`);
      check(w);
    }
    await screenshot(page, `languages-pseudo-${name}`);
    // The language list, opened at the foot of the card, is brought into
    // view; the languages are named each in itself, not translated.
    await click(page, 'home.language');
    await waitOrSay(page, 'home.language.de on the screen', (h) => {
      const w = (window.__landlord.widgets || []).find((x) => x.id === 'home.language.de');
      if (w && w.visible && w.y >= 0 && w.y + w.h <= h + 1) return true;
      if (window.__testNudge) window.__testNudge();
      return false;
    }, vp.height);
    const list = await page.evaluate(() => window.__landlord.widgets.filter((w) => /^home\.language\./.test(w.id)));
    assert.deepEqual(list.map((w) => w.label), ['English', 'Deutsch', 'Español', 'Français', 'Português (Brasil)']);
    for (const w of list) check(w);
    await screenshot(page, `languages-pseudo-${name}-list`);
    // The new-game form, its "More" opened (the seed, the edition's rules).
    // The editions' and variants' names come from the edition files, which
    // are not translated yet; " - " and " + " are signs.
    await click(page, 'home.custom');
    await shows(page, 'newgame.start', '[Stårt thé gåmé ·····]');
    await click(page, 'newgame.advanced');
    await findWidget(page, 'newgame.seed');
    const form = await page.evaluate(() => window.__landlord.widgets.filter((w) =>
      (w.id.startsWith('newgame.') || w.id.startsWith('seat.')) && !w.id.startsWith('newgame.edition.') &&
      !(w.id.startsWith('newgame.variant.') && w.id !== 'newgame.variant.standard') &&
      w.id !== 'newgame.players-' && w.id !== 'newgame.players+'));
    assert.ok(form.length >= 30, `${name}: the new-game form's controls`);
    for (const w of form) {
      assert.match(w.label, /^\[.*\]$/, `${name}: ${w.id} reads "${w.label}", not from the catalog`);
      check(w, true);
    }
    await screenshot(page, `languages-pseudo-${name}-newgame`);
    // The saved games' screen (none saved yet: Back and Import).
    await click(page, 'newgame.saves');
    await findWidget(page, 'saves.import');
    const saves = await page.evaluate(() => window.__landlord.widgets.filter((w) => w.id.startsWith('saves.')));
    assert.ok(saves.length >= 2, `${name}: the saved games' controls`);
    for (const w of saves) {
      assert.match(w.label, /^\[.*\]$/, `${name}: ${w.id} reads "${w.label}", not from the catalog`);
      check(w);
    }
    await screenshot(page, `languages-pseudo-${name}-saves`);
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  }
});

// Each real language on a desktop: a buy decision with its deed, and the
// trade dialog with a deed ticked, in screenshots to look at
// (languages-decision-LANG.png, languages-trade-LANG.png); their buttons
// read what the catalog says, not the English.
test('each language: a buy decision with its deed, and the trade dialog', async () => {
  for (const locale of ['de-DE', 'es-ES', 'fr-FR', 'pt-BR']) {
    const code = locale.slice(0, 2);
    const { context, page, errors } = await openPage(env, VIEWPORTS.desktop, { locale });
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await startGame(page, { kinds: ['human', 'easy'], seed: 7, speedClicks: 'Instant' });
    let bought = false, traded = false;
    for (let k = 0; k < 80 && !(bought && traded); k++) {
      const h = await waitForHuman(page);
      assert.notEqual(h.screen, 'gameover');
      const phase = h.session.phase;
      let id;
      if (phase === 'buy_or_auction' && enabled(h.widgets, 'action.buy')) {
        const buy = h.widgets.find((w) => w.id === 'action.buy');
        assert.ok(!/^Buy\b/.test(buy.label), `${locale}: the buy button in English: ${buy.label}`);
        if (!bought) await screenshot(page, `languages-decision-${code}`);
        bought = true;
        id = 'action.buy';
      } else if (phase === 'end_turn' && bought && !traded && enabled(h.widgets, 'player.1.trade')) {
        await click(page, 'player.1.trade');
        await page.waitForFunction(() => window.__landlord.session.trade_open, null, { timeout: PATIENCE });
        const deed = (await hooks(page)).widgets.find((w) => /^trade\.give\.deed\./.test(w.id) && w.enabled);
        if (deed) await click(page, deed.id);
        const propose = (await hooks(page)).widgets.find((w) => w.id === 'trade.propose');
        assert.ok(propose && propose.label !== 'Propose', `${locale}: the trade dialog's Propose: ${propose && propose.label}`);
        await screenshot(page, `languages-trade-${code}`);
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !window.__landlord.session.trade_open, null, { timeout: PATIENCE });
        traded = true;
        continue;
      } else {
        const order = ['action.roll', 'action.end', 'action.auction', 'auction.drop', 'action.flat_tax', 'action.fine',
          'action.keep', 'debt.bankrupt'];
        id = order.find((x) => enabled(h.widgets, x)) ||
          h.widgets.find((w) => w.enabled && /^(action|place|manage)\./.test(w.id))?.id;
      }
      assert.ok(id, `${locale}: an action in ${phase}`);
      const before = h.session.history;
      await click(page, id);
      await page.waitForFunction((b) => window.__landlord.session.history !== b || window.__landlord.screen === 'gameover',
        before, { timeout: PATIENCE });
    }
    assert.ok(bought && traded, `${locale}: a buy decision (${bought}) and the trade dialog (${traded})`);
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  }
});
