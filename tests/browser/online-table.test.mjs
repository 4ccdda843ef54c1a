// Online play's table in real browsers, before its screens: three devices,
// each its own Chromium process, make and join a room through a relay on
// 127.0.0.1, meet in the lobby, start, and play a whole game (a minute of
// play) with a computer player, every message going from the C++ table
// (src/net, ui::OnlineRoom) through the page's channel (online.js, WebRTC)
// and back; every device ends with the same log, state and winner. Each device's
// key is its own, made once and kept by the page. Driven through the test
// hook landlord_test_online (src/ui/online_hook.cpp). Another browser on
// the same relay, with the page's own online code and no game, attacks
// the room while the two play: forged, malformed, oversized, replayed and
// flooding messages, each refused, and the game goes on the same on both.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launchChromium } from '../../scripts/chromium.mjs';
import { siteHasHooks, PATIENCE, waitInRoom, onlineEnv } from './harness.mjs';

const net = onlineEnv();

async function device() {
  const browser = await launchChromium();
  net.browsers.push(browser);
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  context.setDefaultTimeout(PATIENCE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(`${net.site.url}?relay=${net.relay.url}`);
  await page.waitForFunction(() => window.__landlord && window.__landlord.frames >= 1 && window.Module && window.Module.ccall);
  return { browser, page, errors };
}

// One command to the page's room; its state back.
const online = (page, command) => page.evaluate((c) =>
  JSON.parse(window.Module.ccall('landlord_test_online', 'string', ['string'], [JSON.stringify(c)])), command);
// The room moves on every 20 ms, as the game's frames would move it;
// its person plays up to turn `turns`.
const drive = (page, turns) => page.evaluate((t) => {
  clearInterval(window.__drive);
  window.__drive = setInterval(() => {
    window.__online = JSON.parse(window.Module.ccall('landlord_test_online', 'string', ['string'],
      [JSON.stringify({ do: 'tick', turns: t })]));
  }, 20);
}, turns);
const until = waitInRoom;

test('three browsers make, join and play an online game over WebRTC to its end', { skip: !siteHasHooks && 'needs the test hooks' }, async () => {
  const devices = [await device(), await device(), await device()];
  const [a, b, c] = devices;
  const t0 = Date.now();
  // Ann hosts two friends' seats and a computer player's, for a game with
  // a time limit of one minute of play: a whole game that ends by itself.
  const made = await online(a.page, { do: 'host', name: 'Ann', random: t0, friends: 2, minutes: 1 });
  assert.equal(made.stage, 'lobby');
  assert.match(made.code, /^[2-9A-HJKMNP-Z]{10}$/);
  const joined = await online(b.page, { do: 'join', name: 'Bo', code: made.code });
  assert.equal(joined.stage, 'reaching');
  await online(c.page, { do: 'join', name: 'Cy', code: made.code });
  for (const d of devices) await drive(d.page, 100000);

  // The lobby: Bo and Cy in the friends' seats, not ready; the host cannot start.
  const seated = () => {
    const l = window.__online && window.__online.stage === 'lobby' && window.__online.lobby;
    return !!l && ['Bo', 'Cy'].every((n) => l.seats.slice(1, 3).some((s) => s.name === n));
  };
  for (const d of devices) await until(d.page, seated);
  console.log(`# online-table: from joining to the lobby in ${Date.now() - t0} ms`);
  const early = await online(a.page, { do: 'start' });
  assert.match(early.error, /^Waiting for .*(Bo|Cy).* ready\.$/);
  await online(b.page, { do: 'ready', piece: 3 });
  await online(c.page, { do: 'ready', piece: 5 });
  await until(a.page, () => window.__online.lobby.people.length === 3 &&
    window.__online.lobby.people.every((p) => p.ready) &&
    window.__online.lobby.people.some((p) => p.piece === 3) && window.__online.lobby.people.some((p) => p.piece === 5));
  const started = await online(a.page, { do: 'start' });
  assert.equal(started.error, undefined);

  // The whole game: each person's moves made in their own page, the
  // computer player's between, until the minute of play is up (or all
  // but one have gone bankrupt before).
  for (const d of devices) await until(d.page, () => window.__online.stage === 'playing' && window.__online.game_over === true);
  const settle = async () => {
    for (;;) {
      const all = await Promise.all(devices.map((d) => d.page.evaluate(() => window.__online)));
      if (all.every((x) => x.entries === all[0].entries && x.digest === all[0].digest)) return all;
      await a.page.waitForTimeout(100);
    }
  };
  const [x, y, z] = await settle();
  assert.ok(x.entries > 60, `${x.entries} entries`);
  assert.ok(x.clock_ms_left < 60000, 'played on the clock');
  assert.ok(x.winner >= 0);
  for (const o of [y, z]) {
    assert.equal(o.digest, x.digest);
    assert.equal(o.winner, x.winner);
    assert.equal(o.log_lines, x.log_lines, 'every screen tells the same story');
  }
  console.log(`# online-table: a whole game of ${x.entries} entries to turn ${x.turn} in ${Date.now() - t0} ms, won by seat ${x.winner}, ${x.clock_ms_left} ms of play left`);
  assert.deepEqual(devices.flatMap((d) => d.errors), []);
  for (const d of devices) assert.deepEqual(await d.page.evaluate(() => window.__csp), []);
});

test('each device has its own key, kept in the page from one visit to the next', { skip: !siteHasHooks && 'needs the test hooks' }, async () => {
  const a = await device();
  const b = await device();
  const first = await online(a.page, { do: 'identity', code: 'ABCDEFGHJK' });
  assert.match(first.key, /^[0-9a-f]{64}$/);
  assert.equal(first.note, '');
  // The page again (a reload, the link opened again): the same key and
  // the same chain for the same room.
  await a.page.reload();
  await a.page.waitForFunction(() => window.__landlord && window.__landlord.frames >= 1 && window.Module && window.Module.ccall);
  const again = await online(a.page, { do: 'identity', code: 'ABCDEFGHJK' });
  assert.equal(again.key, first.key);
  assert.equal(again.chain, first.chain);
  const elsewhere = await online(a.page, { do: 'identity', code: 'ABCDEFGHJM' });
  assert.notEqual(elsewhere.chain, first.chain, 'a chain per room');
  // Another device: another key, from the browser's random source.
  const other = await online(b.page, { do: 'identity', code: 'ABCDEFGHJK' });
  assert.notEqual(other.key, first.key);
  assert.notEqual(other.chain, first.chain);
  assert.deepEqual([...a.errors, ...b.errors], []);
});

test('a hostile device on the relay: forged, malformed, oversized, replayed and flooding messages change nothing', { skip: !siteHasHooks && 'needs the test hooks' }, async () => {
  const a = await device();
  const b = await device();
  const made = await online(a.page, { do: 'host', name: 'Ann', random: Date.now() + 7 });
  await online(b.page, { do: 'join', name: 'Bo', code: made.code });
  await drive(a.page, 3);
  await drive(b.page, 3);
  await until(b.page, () => window.__online && window.__online.stage === 'lobby' && window.__online.lobby.seats[1].name === 'Bo');
  await online(b.page, { do: 'ready', piece: 3 });
  await until(a.page, () => window.__online.lobby.people[1] && window.__online.lobby.people[1].ready);
  assert.equal((await online(a.page, { do: 'start' })).error, undefined);
  for (const d of [a, b]) await until(d.page, () => window.__online.stage === 'playing' && window.__online.turn >= 3);

  // The hostile device: the page's own online code, in the same room, no game.
  const c = await device();
  await c.page.evaluate(async (code) => {
    const m = await window.__landlordImportOnline();
    window.__got = [];
    window.__h = m.openRoom({ room: code, relays: m.relaysFrom(location.search), onMessage: (peer, text) => window.__got.push(text) });
  }, made.code);
  // It hears the room (the host's beats), then, once the two play on to
  // turn 15, its entries.
  await until(c.page, () => window.__h.peers().length >= 2 && window.__got.some((t) => t.includes('"t":"beat"')));
  await drive(a.page, 15);
  await drive(b.page, 15);
  await until(c.page, () => window.__got.some((t) => t.includes('"t":"entries"')));
  const before = await Promise.all([a, b].map((d) => d.page.evaluate(() => window.__online)));
  const sent = await c.page.evaluate(async () => {
    const h = window.__h;
    const got = window.__got.slice();
    const beat = JSON.parse(got.find((t) => t.includes('"t":"beat"')));
    const entries = got.filter((t) => t.includes('"t":"entries"'));
    const hex = (n) => Array.from({ length: n }, (_, i) => ((i * 7 + 3) % 16).toString(16)).join('');
    const out = { malformed: 0, forged: 0, replayed: 0, oversized: 0, flood: 0 };
    // Malformed: not JSON, not ours, a version from elsewhere, fields missing or out of range.
    for (const t of ['not json', '{}', '[1,2,3]', '{"v":1,"t":"propose","room":"' + beat.room + '"}',
      JSON.stringify({ ...beat, v: 99 }), JSON.stringify({ ...beat, n: -4 }), JSON.stringify({ ...beat, t: 'coup' })]) {
      h.broadcast(t); out.malformed++;
    }
    // Forged: the host's beat with another count and its old signature; an
    // entry rewritten (another action) under the host's signature; a
    // proposal and a chat line in the host's name signed by nobody.
    h.broadcast(JSON.stringify({ ...beat, n: beat.n + 5 })); out.forged++;
    const last = JSON.parse(entries[entries.length - 1]);
    const e = last.entries[last.entries.length - 1];
    h.broadcast(JSON.stringify({ ...last, entries: [{ ...e, n: beat.n, seat: 1 }] })); out.forged++;
    h.broadcast(JSON.stringify({ v: 1, t: 'propose', room: beat.room, from: beat.from, n: beat.n, prev: hex(64), seat: 0,
      action: { type: 'end_turn', player: 0 }, sig: hex(128) })); out.forged++;
    h.broadcast(JSON.stringify({ v: 1, t: 'chat', room: beat.room, from: beat.from, n: beat.n, nonce: 5, text: 'I resign', sig: hex(128) }));
    out.forged++;
    // Replayed: every entries message heard, again.
    for (const t of entries) { h.broadcast(t); out.replayed++; }
    // Oversized: over the 256 KiB a message may have.
    h.broadcast(JSON.stringify({ ...beat, pad: 'x'.repeat(300 * 1024) })); out.oversized++;
    // Flooding: a thousand beats as fast as the channel takes them.
    for (let k = 0; k < 1000; k++) { h.broadcast(JSON.stringify({ ...beat, n: beat.n + 1 + (k % 3) })); out.flood++; }
    return out;
  });
  console.log(`# online-table: the hostile device sent ${JSON.stringify(sent)}`);
  // Each device refuses what reached it, and both play on to turn 15 with one state.
  for (const [k, d] of [a, b].entries()) {
    await until(d.page, (n) => window.__online.refused >= n + 5, before[k].refused);
  }
  for (const d of [a, b]) await until(d.page, () => window.__online.turn >= 15 || window.__online.game_over);
  let x, y;
  for (;;) {
    [x, y] = await Promise.all([a, b].map((d) => d.page.evaluate(() => window.__online)));
    if (x.entries === y.entries && x.digest === y.digest) break;
    await a.page.waitForTimeout(100);
  }
  console.log(`# online-table: refused by the host ${x.refused - before[0].refused}, by the guest ${y.refused - before[1].refused}; ` +
    `${x.entries} entries, the same state on both`);
  for (const o of [x, y]) {
    assert.equal(o.stage, 'playing');
    assert.equal(o.following, true, 'nobody stopped following the host');
    assert.equal(o.chat, 0, 'no forged chat line shown');
  }
  assert.ok(x.entries > before[0].entries, 'the game went on');
  assert.deepEqual([...a.errors, ...b.errors], []);
  await c.page.evaluate(() => window.__h.leave());
});
