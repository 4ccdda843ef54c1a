// Storage faults beyond a full or unreadable storage: the quota reached by
// an autosave in the middle of an auction, and a save written by a newer
// version of the game. Each is said in plain words, the page always comes
// up, and the last good save survives.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, callHook, VIEWPORTS, PATIENCE } from './harness.mjs';
import { hooks, click, startGame, realErrors, waitForHuman, enabled } from './game-helpers.mjs';
import { status, move, settled, reloadToOffer, continueGame, fillStorage } from './saves-helpers.mjs';

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

test('the storage fills up in the middle of an auction: said, the auction goes on, the last good save resumes it',
  async () => {
    const { context, page, errors } = await openPage(env, VIEWPORTS.desktop);
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await startGame(page, { kinds: ['human', 'easy'], seed: 5, speedClicks: 'Instant' });
    // Decline a deed: it goes to auction, and the human bids first or soon.
    let h;
    for (let k = 0; k < 40; k++) {
      h = await waitForHuman(page);
      if (h.session.phase === 'auction') break;
      if (enabled(h.widgets, 'action.auction')) { await click(page, 'action.auction'); continue; }
      await move(page, { buy: false });
    }
    h = await waitForHuman(page);
    assert.equal(h.session.phase, 'auction', 'an auction with the human to bid');
    const good = await settled(page);
    const id = (await status(page)).id;
    assert.ok(await fillStorage(page) > 3);

    // A bid: the autosave that follows finds no room.
    const bid = ['auction.bid+10', 'auction.bid+1'].find((b) => enabled(good.widgets, b));
    assert.ok(bid, good.widgets.map((w) => w.id).join(' '));
    await click(page, bid);
    await page.waitForFunction((n) => window.__landlord.session.history > n, good.session.history, { timeout: PATIENCE });
    await page.waitForFunction(() => window.__landlord.save_status && !window.__landlord.save_status.ok, null,
      { timeout: PATIENCE });
    const st = await status(page);
    assert.match(st.banner, /full|quota|space/i, st.banner);
    assert.match(st.banner, /previous|earlier|kept/i, st.banner);
    await screenshot(page, 'saves-full-mid-auction');
    // The auction goes on: the human can still bid or drop out.
    h = await waitForHuman(page);
    if (h.session.phase === 'auction') {
      assert.ok(enabled(h.widgets, 'auction.drop'), 'the auction can be played on');
      await click(page, 'auction.drop');
      await page.waitForFunction((n) => window.__landlord.session.history > n, h.session.history, { timeout: PATIENCE });
    }
    // The last good save is whole: a reload (the storage still full) comes
    // up and resumes the auction where that save left it.
    const stored = await callHook(page, 'landlord_test_shelf_load', id);
    assert.equal(stored.ok, true, stored.message);
    assert.equal(stored.actions, good.session.history);
    await reloadToOffer(page);
    const back = await continueGame(page);
    assert.equal(back.session.history, good.session.history);
    assert.equal(back.session.phase, 'auction');
    assert.deepEqual(back.state, good.state);
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });

test('a save written by a newer version of the game: said, kept as it is, and the page comes up',
  async () => {
    const { context, page, errors } = await openPage(env, VIEWPORTS.phone);
    await page.goto(env.url);
    await waitForFrames(page, 2);
    await startGame(page, { kinds: ['human', 'hard'], seed: 9, speedClicks: 'Instant' });
    for (let k = 0; k < 2; k++) await move(page);
    await settled(page);
    const id = (await status(page)).id;
    // What a later version would write: the same records, a higher format version.
    const newer = await page.evaluate((slot) => {
      const out = {};
      for (const k of Object.keys(localStorage)) {
        if (!k.startsWith(`landlord.game.${slot}.`)) continue;
        const j = JSON.parse(localStorage.getItem(k));
        j.format_version = 99;
        if (j.save && typeof j.save === 'object') j.save.format_version = 99;
        localStorage.setItem(k, JSON.stringify(j));
        out[k] = localStorage.getItem(k);
      }
      return out;
    }, id);
    assert.ok(Object.keys(newer).length >= 2, Object.keys(newer).join());
    await page.reload();
    await waitForFrames(page, 2);
    await page.waitForFunction(() => ['resume', 'newgame', 'saves'].includes(window.__landlord.screen), null,
      { timeout: PATIENCE });
    // Said in words, wherever the page comes up.
    let said = (await status(page)).offer || (await status(page)).notice || '';
    if (!/newer version/i.test(said)) {
      if ((await hooks(page)).screen !== 'saves') {
        const list = (await hooks(page)).widgets.find((w) => w.id === 'saves.list' || w.id === 'newgame.saves');
        if (list) await click(page, list.id);
        await page.waitForFunction(() => window.__landlord.screen === 'saves', null, { timeout: PATIENCE });
      }
      said = JSON.stringify(await page.evaluate(() => window.__landlord.saves));
    }
    assert.match(said, /newer version of Landlord/i);
    assert.doesNotMatch(said, /damaged|rebuilt/i, 'a newer version\'s save is not damaged');
    await screenshot(page, 'saves-newer-version');
    // Nothing of it was rewritten or removed, even after a while and a new game.
    await page.waitForTimeout(1000);
    const after = await page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])),
      Object.keys(newer));
    assert.deepEqual(after, newer);
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });
