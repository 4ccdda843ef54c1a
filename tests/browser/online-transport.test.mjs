// Online play's transport in the page (site/online.js,
// src/platform/online_web.mjs): two devices, each its own Chromium process,
// find each other through a real WebTorrent tracker on 127.0.0.1 and talk
// over WebRTC data channels, under the page's own Content-Security-Policy.
// Also: the first load does not fetch the online code; a message over the
// size limit is dropped before it is handed on; the policy refuses a relay
// it does not name; a stopped relay is seen as no relay open.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launchChromium } from '../../scripts/chromium.mjs';
import { PATIENCE, onlineEnv } from './harness.mjs';

const net = onlineEnv();

// A device: its own browser process and profile, on the page with the
// relay named in the link as a group's own would be.
async function device(query) {
  const browser = await launchChromium();
  net.browsers.push(browser);
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  context.setDefaultTimeout(PATIENCE);
  const page = await context.newPage();
  const errors = [], fetched = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(`${net.site.url}${query}`);
  await page.waitForFunction(() => window.__landlord && window.__landlord.frames >= 1);
  return { browser, page, errors, fetched };
}

// Opens the room in the page: messages and peers are kept on window.
const join = (page, room) => page.evaluate(async (roomId) => {
  const online = await import('./online.js');
  window.__got = [];
  window.__peers = [];
  window.__room = online.openRoom({
    room: roomId, password: 'open sesame', relays: online.relaysFrom(location.search),
    onMessage: (peer, text) => window.__got.push({ peer, text }),
    onPeer: (peer, here) => window.__peers.push({ peer, here }),
  });
  return { self: window.__room.self, relays: online.relaysFrom(location.search) };
}, room);

test('two devices in one room talk over WebRTC through a relay on 127.0.0.1', async () => {
  const a = await device(`?relay=${net.relay.url}`);
  const b = await device(`?relay=${net.relay.url}`);
  // The first load fetched nothing of online play.
  for (const d of [a, b]) assert.ok(!d.fetched.some((p) => p.endsWith('/online.js')), `fetched at load: ${d.fetched.join(' ')}`);

  const room = `t${Date.now().toString(36)}`;
  const t0 = Date.now();
  const ja = await join(a.page, room);
  const jb = await join(b.page, room);
  assert.deepEqual(ja.relays, [net.relay.url], 'the relay of the link, not the built-in ones');
  assert.ok(a.fetched.some((p) => p.endsWith('/online.js')), 'fetched when online play opens');
  // (what went wrong, if they never meet: the relay's and Trystero's view)
  const why = async () => JSON.stringify(await Promise.all([a, b].map((d) => d.page.evaluate(() => ({
    peers: window.__room.peers(), relays: window.__room.relayState(), problems: window.__room.problems(),
  })))));
  const meet = (d, id) => d.page.waitForFunction((x) => window.__room.peers().includes(x), id)
    .catch(async (e) => { throw new Error(`${e.message}: ${await why()}`); });
  await meet(a, jb.self);
  await meet(b, ja.self);
  console.log(`# online-transport: two devices joined one room in ${Date.now() - t0} ms`);

  // One to one, and one to all, as sent; a text of 200 KB whole.
  await a.page.evaluate((id) => window.__room.send(id, '{"t":"hello","n":1}'), jb.self);
  await b.page.waitForFunction(() => window.__got.length >= 1);
  assert.deepEqual(await b.page.evaluate(() => window.__got[0]), { peer: ja.self, text: '{"t":"hello","n":1}' });
  const big = await b.page.evaluate(() => { const t = 'x'.repeat(200 * 1024); window.__room.broadcast(t); return t.length; });
  await a.page.waitForFunction(() => window.__got.length >= 1);
  assert.equal(await a.page.evaluate(() => window.__got[0].text.length), big);
  // Over the limit: dropped before it is handed on; the next one comes.
  await b.page.evaluate(() => { window.__room.broadcast('y'.repeat(300 * 1024)); window.__room.broadcast('after'); });
  await a.page.waitForFunction(() => window.__got.some((m) => m.text === 'after'));
  assert.equal(await a.page.evaluate(() => window.__got.filter((m) => m.text.startsWith('y')).length), 0);

  // Round trips on loopback, as the figures in the README count them.
  const times = await a.page.evaluate(async (id) => {
    const out = [];
    for (let i = 0; i < 30; i++) out.push(await window.__room.ping(id));
    return out.sort((x, y) => x - y);
  }, jb.self);
  assert.equal(times.length, 30);
  console.log(`# online-transport: ping median ${times[15].toFixed(1)} ms, p95 ${times[28].toFixed(1)} ms`);

  // A device that leaves is seen to go.
  await b.page.evaluate(() => window.__room.leave());
  await a.page.waitForFunction((id) => window.__peers.some((p) => p.peer === id && !p.here), jb.self);
  assert.deepEqual([...a.errors, ...b.errors], []);
  assert.deepEqual(await a.page.evaluate(() => window.__csp), []);
});

test('the page opens no relay its policy does not name, and sees a stopped one go', async () => {
  // A relay that is neither built in nor on this machine: refused by the
  // Content-Security-Policy before anything is sent.
  const c = await device('?relay=wss://relay.example.net');
  await join(c.page, 'refused');
  await c.page.waitForFunction(() => window.__csp.some((v) => v.startsWith('connect-src')));
  assert.equal((await c.page.evaluate(() => window.__room.relayState())).open, 0);

  // The test's relay: open, then stopped, then seen as none open.
  const d = await device(`?relay=${net.relay.url}`);
  await join(d.page, 'stopping');
  await d.page.waitForFunction(() => window.__room.relayState().open === 1);
  await net.relay.close();
  await d.page.waitForFunction(() => window.__room.relayState().open === 0);
  net.relay = null;
});
