// Games with only computer players, run through the UI loop at the Instant
// speed (fast-forward), until the game-over screen with its ranking.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshot, VIEWPORTS } from './harness.mjs';

// ---- helpers shared by the game-* tests (copied: each file stands alone) ----
const hooks = (page) => page.evaluate(() => {
  const h = window.__landlord || {};
  return { widgets: h.widgets || [], session: h.session || null, state: h.state || null, screen: h.screen };
});
async function findWidget(page, id, timeout = 8000) {
  const h = await page.waitForFunction((wid) => {
    const w = (window.__landlord.widgets || []).find((x) => x.id === wid);
    return w && w.enabled && w.visible ? w : null;
  }, id, { timeout });
  return h.jsonValue();
}
async function click(page, id) {
  const w = await findWidget(page, id);
  const before = await page.evaluate(() => window.__landlord.frames);
  await page.mouse.click(w.cx, w.cy);
  await page.waitForFunction((n) => window.__landlord.frames >= n + 2, before, { timeout: 8000 });
  return w;
}
async function startGame(page, { kinds, seed, speedClicks }) {
  await page.waitForFunction(() => window.__landlord && window.__landlord.screen === 'newgame', null, { timeout: 20000 });
  let n = (await hooks(page)).widgets.filter((w) => /^seat\.\d+\.human$/.test(w.id)).length;
  while (n > kinds.length) { await click(page, 'newgame.players-'); n--; }
  while (n < kinds.length) { await click(page, 'newgame.players+'); n++; }
  for (let i = 0; i < kinds.length; i++) await click(page, `seat.${i}.${kinds[i]}`);
  if (seed !== undefined) {
    await click(page, 'newgame.seed');
    await page.keyboard.type(String(seed));
    await page.keyboard.press('Enter');
  }
  await click(page, 'newgame.start');
  await page.waitForFunction(() => window.__landlord.screen === 'playing', null, { timeout: 8000 });
  // Instant speed: computer players act at once, tokens jump.
  for (let k = 0; k < 4 && (await hooks(page)).session.speed !== speedClicks; k++) {
    const ws = (await hooks(page)).widgets;
    await click(page, ws.find((w) => w.id === 'settings.speed.instant') ? 'settings.speed.instant' : 'settings.speed');
  }
}
// Console errors, minus the missing service worker of builds without the
// `site` target (sw.js is produced there).
const realErrors = (errors) => errors.filter((e) => !/fetching the script|sw\.js/.test(e));
// Waits until a human must act (returns the session) or the game is over.
async function waitForHuman(page, timeout = 60000) {
  await page.waitForFunction(() => {
    const h = window.__landlord;
    return h.screen === 'gameover' || (h.session && h.session.waiting_human >= 0 && !h.session.trade_open);
  }, null, { timeout });
  return hooks(page);
}
const enabled = (ws, id) => ws.find((w) => w.id === id && w.enabled && w.visible);
// ---------------------------------------------------------------------------

let env;
test.before(async () => { env = await launch(); });
test.after(async () => { await env?.close(); });

const GAMES = [
  { kinds: ['hard', 'easy'], seed: 11, viewport: 'desktop' },
  { kinds: ['easy', 'hard', 'easy'], seed: 5, viewport: 'phone' },
];

for (const g of GAMES) {
  test(`computer players only play a whole game: ${g.kinds.join(' v ')} (${g.viewport})`, { timeout: 300000 }, async () => {
    const { context, page, errors } = await openPage(env, VIEWPORTS[g.viewport]);
    await page.goto(env.url);
    await waitForFrames(page, 2);
        const t0 = Date.now();
    await startGame(page, { kinds: g.kinds, seed: g.seed, speedClicks: 'Instant' });
    await page.waitForFunction(() => window.__landlord.screen === 'gameover', null, { timeout: 280000, polling: 500 });
    const { state, session } = await hooks(page);
    const perf = await page.evaluate(() => window.__landlord.perf);
    console.log(`# ${g.kinds.join('/')}: game over after ${state.turn_number} turns, ${session.actions} actions, ${Date.now() - t0} ms; winner ${state.winner}; App::frame ${JSON.stringify(perf)}`);
    assert.equal(state.phase, 'game_over');
    assert.ok(state.winner >= 0 && state.winner < g.kinds.length);
    const w = await findWidget(page, 'gameover.new');
    assert.ok(w.visible, 'the game-over screen offers a new game');
    await screenshot(page, `game-bots-${g.kinds.length}p-${g.viewport}`);
    await click(page, 'gameover.board');
    await screenshot(page, `game-bots-${g.kinds.length}p-${g.viewport}-board`);
    assert.deepEqual(realErrors(errors), []);
    await context.close();
  });
}
