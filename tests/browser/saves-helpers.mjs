// Shared steps of the saves-* browser tests: play a few human moves by
// clicking, wait until the autosave covers the latest action, read the
// save status and the saved games the app publishes (window.__landlord
// .save_status and .saves), and reload into the resume offer.
import { hooks, click, findWidget, waitForHuman } from './game-helpers.mjs';
import { waitForFrames, PATIENCE } from './harness.mjs';

export const status = (page) => page.evaluate(() => window.__landlord.save_status || null);
export const slots = (page) => page.evaluate(() => window.__landlord.saves || []);

// Fills localStorage to the last byte; returns how many filler keys it took.
export const fillStorage = (page) => page.evaluate(() => {
  let n = 0;
  let chunk = 'x'.repeat(512 * 1024);
  while (chunk.length > 0) {
    try { localStorage.setItem(`filler.${n}`, chunk); n++; } catch (e) { chunk = chunk.slice(0, chunk.length >> 1); }
  }
  return n;
});
export const freeStorage = (page) => page.evaluate(() => {
  for (const k of Object.keys(localStorage)) if (k.startsWith('filler.')) localStorage.removeItem(k);
});

// Scrolls the phone layout until the widget is on screen.
export async function reveal(page, id) {
  for (let k = 0; k < 30; k++) {
    const w = (await hooks(page)).widgets.find((x) => x.id === id);
    if (w && w.visible && w.cy > 0 && w.cy < page.viewportSize().height) return;
    const vh = page.viewportSize().height;
    await page.mouse.move(page.viewportSize().width / 2, vh / 2);
    await page.mouse.wheel(0, !w || w.cy > vh / 2 ? 120 : -120);
    await page.waitForTimeout(60);
  }
}
export async function press(page, id) { await reveal(page, id); return click(page, id); }

// One human decision: roll, buy, end the turn, pay the fine, drop out,
// turn down a computer player's offer, keep a mortgaged deed received or
// pay the flat tax. The button is chosen from the widgets as drawn now, one
// on the screen first, else one scrolled out of view (on a phone, where an
// earlier reveal() may have left the page), which is then scrolled to; if
// a click does not take (a busy machine can redraw the panel in between),
// a fresh choice is made, a few times at most.
export async function move(page, { buy = true } = {}) {
  const rest = ['action.end', 'action.fine', 'auction.drop', 'trade.reject', 'action.keep', 'action.flat_tax'];
  const order = [...(buy ? ['action.roll', 'action.buy'] : ['action.roll', 'action.auction']), ...rest];
  let failure;
  for (let attempt = 0; attempt < 4; attempt++) {
    const h = await waitForHuman(page);
    if (h.screen === 'gameover') return h;
    const id = await page.waitForFunction((ids) => {
      const l = window.__landlord;
      if (window.__testNudge) window.__testNudge();
      if (!l.session || l.session.waiting_human < 0) return null;
      const ws = l.widgets || [];
      const on = (x) => ws.some((w) => w.id === x && w.enabled && w.visible);
      const drawn = (x) => ws.some((w) => w.id === x && w.enabled);
      return ids.find(on) || (on('debt.bankrupt') ? 'debt.bankrupt' : null) ||
        ids.find(drawn) || (drawn('debt.bankrupt') ? 'debt.bankrupt' : null);
    }, order, { timeout: PATIENCE }).then((r) => r.jsonValue()).catch(() => null);
    if (!id) {
      const now = await hooks(page);
      const shown = (now.widgets || []).filter((w) => /^(action|auction|trade|debt)\./.test(w.id))
        .map((w) => `${w.id}${w.enabled ? '' : ' (disabled)'}${w.visible ? '' : ' (out of view)'}`);
      throw new Error(`no move in phase ${now.session?.phase}: ${shown.join(', ')}; ` +
        `all drawn: ${(now.widgets || []).map((w) => w.id).join(' ')}`);
    }
    const before = (await hooks(page)).session.history;
    try {
      await reveal(page, id);
      const w = await findWidget(page, id, 5000);
      await page.mouse.click(w.cx, w.cy);
      await page.waitForFunction((b) => window.__landlord.session.history !== b, before, { timeout: 8000 });
      return h;
    } catch (e) {
      failure = e;
      // Taken after all, only slowly: do not click a second time.
      if ((await hooks(page)).session.history !== before) return h;
    }
  }
  throw failure;
}

// Waits until a human must act and the last save covers every action.
export async function settled(page) {
  await waitForHuman(page);
  await page.waitForFunction(() => {
    const h = window.__landlord;
    return h.save_status && h.session && h.save_status.actions === h.session.history;
  }, null, { timeout: PATIENCE });
  return hooks(page);
}

// Reloads the page and waits for the resume offer.
export async function reloadToOffer(page) {
  await page.reload();
  await waitForFrames(page, 2);
  await page.waitForFunction(() => window.__landlord.screen === 'resume', null, { timeout: PATIENCE });
}

// Continues the offered game and returns the hooks once it is drawn.
export async function continueGame(page) {
  await click(page, 'saves.continue');
  await page.waitForFunction(() => window.__landlord.screen === 'playing' || window.__landlord.screen === 'gameover',
    null, { timeout: PATIENCE });
  return hooks(page);
}
