// Online play, coming back: a device whose browser is killed mid-game
// (as a phone's system kills a browser in the background) opens the link
// again and is back in its seat; the host's, and the next device hosts the
// room, the old host back as a guest; everyone leaves, and the game is
// hosted again from a device's saved games, the others back through the
// link. And the link in a second tab of a browser that plays the room: it
// says where the room is played, and takes it over when asked. The relay
// is the tests' own, on 127.0.0.1 (signal-server.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteHasHooks, VIEWPORTS, PHONE_PLAY, screenshot, onlineEnv } from './harness.mjs';
import { click, realErrors, typeInto } from './game-helpers.mjs';
import { ahead, device, deviceWithProfile, instant, kill, online, openRoomForm, playUntil, settle, stageIs,
  until } from './online-helpers.mjs';

const net = onlineEnv();

test('a device whose browser is killed comes back from the link, and so does the host under the next host; a game everyone left goes on from the saves', { skip: !siteHasHooks && 'needs the test hooks' }, async () => {
  const dirA = fs.mkdtempSync(path.join(os.tmpdir(), 'landlord-device-a-'));
  const dirB = fs.mkdtempSync(path.join(os.tmpdir(), 'landlord-device-b-'));
  try {
    let a = await deviceWithProfile(dirA, VIEWPORTS.desktop);
    let b = await deviceWithProfile(dirB, PHONE_PLAY);
    await openRoomForm(net, a.page);
    await click(a.page, 'newgame.start');
    await stageIs(a.page, 'lobby');
    const { link, code } = await online(a.page);
    await b.page.goto(link);
    await typeInto(b.page, 'online.name', 'Bo');
    await click(b.page, 'online.join');
    await stageIs(b.page, 'lobby');
    await click(b.page, 'online.ready');
    await click(a.page, 'online.start');
    for (const d of [a, b]) await until(d.page, () => window.__landlord.screen === 'playing');
    await instant(a.page);
    await instant(b.page);
    await playUntil([a.page, b.page], 12);

    // The phone's browser is killed mid-game: the host sees Bo away, and
    // the game goes on with a computer player in Bo's seat.
    kill(dirB);
    await ahead(a.page, 6000);
    await until(a.page, () => window.__landlord.online.links[1] === 'away');
    const atKill = (await online(a.page)).entries;
    await playUntil([a.page], atKill + 8);
    await screenshot(a.page, 'online-away-desktop');
    // A new browser on the same profile opens the link: back in the seat.
    b = await deviceWithProfile(dirB, PHONE_PLAY);
    const t0 = Date.now();
    await b.page.goto(link);
    await until(b.page, () => window.__landlord && window.__landlord.screen === 'playing');
    await until(a.page, () => window.__landlord.online.links[1] === 'here');
    console.log(`# online-return: a killed browser back in its seat ${Date.now() - t0} ms after the link opened`);
    await instant(b.page);
    let [entries] = await settle(a.page, b.page);
    await playUntil([a.page, b.page], entries + 6);

    // The host's browser is killed: the phone takes the room over and the
    // game goes on; the old host's link brings it back, as a guest.
    kill(dirA);
    await ahead(b.page, 2000);
    await until(b.page, () => window.__landlord.online.links[0] === 'reconnecting');
    await screenshot(b.page, 'online-reconnecting-phone');
    await ahead(b.page, 4000);
    await until(b.page, () => window.__landlord.online.host === true);
    await ahead(b.page, 6000);
    await until(b.page, () => window.__landlord.online.links[0] === 'away');
    await screenshot(b.page, 'online-away-phone');
    [entries] = [(await online(b.page)).entries];
    await playUntil([b.page], entries + 6);
    a = await deviceWithProfile(dirA, VIEWPORTS.desktop);
    await a.page.goto(link);
    await until(a.page, () => window.__landlord && window.__landlord.screen === 'playing');
    assert.equal((await online(a.page)).host, false, 'the old host comes back as a guest');
    await instant(a.page);
    [entries] = await settle(a.page, b.page);
    await playUntil([b.page, a.page], entries + 6);
    [entries] = await settle(a.page, b.page);
    await screenshot(b.page, 'online-new-host-phone');
    const gone = (e) => /^Trystero peer error: OperationError: User-Initiated Abort/.test(e);
    assert.deepEqual(realErrors([...a.errors, ...b.errors]).filter((e) => !gone(e)), []);

    // Everyone leaves: each closes the browser once it has kept the game
    // (a browser killed loses what it wrote in its last seconds). The old
    // host, which did not host it last, finds it in its saved games and
    // hosts it again; the phone comes back through the link.
    for (const d of [a, b]) await until(d.page, (n) => window.__landlord.online.kept >= n, entries);
    const paused = JSON.stringify(await a.page.evaluate(() => window.__landlord.state));
    await a.context.close();
    await b.context.close();
    a = await deviceWithProfile(dirA, VIEWPORTS.desktop);
    await a.page.goto(`${net.site.url}?relay=${encodeURIComponent(net.relay.url)}`);
    await until(a.page, () => window.__landlord && window.__landlord.screen === 'newgame' && window.__landlord.frames >= 2);
    await click(a.page, 'newgame.saves');
    await until(a.page, (id) => window.__landlord.screen === 'saves' &&
      (window.__landlord.widgets || []).some((w) => w.id === id && w.visible), `saves.online.${code}.open`);
    await screenshot(a.page, 'online-saves-desktop');
    await click(a.page, `saves.online.${code}.open`);
    await until(a.page, () => window.__landlord.screen === 'playing');
    assert.equal((await online(a.page)).entries, entries, 'the game as it was left');
    assert.equal(JSON.stringify(await a.page.evaluate(() => window.__landlord.state)), paused);
    await until(a.page, () => window.__landlord.online.host === true);
    b = await deviceWithProfile(dirB, PHONE_PLAY);
    await b.page.goto(link);
    await until(b.page, () => window.__landlord && window.__landlord.screen === 'playing');
    await until(a.page, () => window.__landlord.online.links[1] === 'here');
    await instant(a.page);
    await instant(b.page);
    [entries] = await settle(a.page, b.page);
    await playUntil([a.page, b.page], entries + 6);
    await settle(a.page, b.page);
    assert.deepEqual(realErrors([...a.errors, ...b.errors]).filter((e) => !gone(e)), []);
    await a.context.close().catch(() => {});
    await b.context.close().catch(() => {});
  } finally {
    for (const dir of [dirA, dirB]) {
      try { kill(dir); } catch { /* none left */ }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
});

test('two tabs of one browser in one room: one plays, the other says so and can take it over', { skip: !siteHasHooks && 'needs the test hooks' }, async () => {
  const a = await device(net, VIEWPORTS.desktop);
  const b = await device(net, PHONE_PLAY);
  await openRoomForm(net, a.page);
  await click(a.page, 'newgame.start');
  await stageIs(a.page, 'lobby');
  const { link } = await online(a.page);
  await b.page.goto(link);
  await typeInto(b.page, 'online.name', 'Bo');
  await click(b.page, 'online.join');
  await stageIs(b.page, 'lobby');
  await until(a.page, () => window.__landlord.online.seats[1].who >= 0);
  // The same link in a second tab of the phone's browser: it says where
  // the room is played, and sends nothing.
  const tab = await b.page.context().newPage();
  const tabErrors = [];
  tab.on('console', (m) => { if (m.type() === 'error') tabErrors.push(m.text()); });
  await tab.goto(link);
  const stageOf = (page, stage) => until(page, (s) => window.__landlord && (window.__landlord.online || {}).stage === s, stage);
  await stageOf(tab, 'elsewhere');
  await until(tab, () => (window.__landlord.widgets || []).some((w) => w.id === 'online.play-here' && w.visible));
  await screenshot(tab, 'online-elsewhere-phone');
  assert.equal((await online(b.page)).stage, 'lobby', 'the first tab plays on');
  // Play here instead: the first tab lets go and says so; the second is
  // in the lobby, in the same seat.
  await click(tab, 'online.play-here');
  await stageOf(tab, 'lobby');
  await stageOf(b.page, 'elsewhere');
  await until(a.page, () => window.__landlord.online.seats[1].name === 'Bo' && window.__landlord.online.seats[1].who >= 0);
  const gone = (e) => /^Trystero peer error: OperationError: User-Initiated Abort/.test(e);
  assert.deepEqual(realErrors([...a.errors, ...b.errors, ...tabErrors]).filter((e) => !gone(e)), []);
  await a.browser.close();
  await b.browser.close();
});
