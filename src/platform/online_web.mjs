// The page's side of online play's transport (net::Transport in
// src/net/room.h): WebRTC data channels between the devices of a room,
// found through WebTorrent trackers (Trystero's torrent strategy). The
// page fetches this module (site/online.js, bundled by
// scripts/build-online.mjs) only when a player opens online play or a
// room's link, so the first load is what it was without it.
//
// It carries text and knows nothing of the game: who a message is from
// in the game is its signed content (src/net/), never the peer's name
// given here. What it adds is what a transport must: a size limit before
// a message is handed on, a room password (Trystero encrypts the
// signalling with it) and the relays' state, so that "no relay" is said
// within seconds instead of waiting for peers that cannot come.
import { joinRoom, getRelaySockets, selfId } from '@trystero-p2p/torrent';
import qrcode from 'qrcode-generator';

// The relays built into the page (a build option, LANDLORD_ONLINE_RELAYS,
// which writes the page's Content-Security-Policy to match).
export const defaultRelays = __LANDLORD_RELAYS__;  // replaced when bundled
// The protocol's name among other apps on the same trackers; a new
// version of the messages (net::kProtocolVersion) gets a new name.
export const appId = 'landlord-online-1';
// The largest message src/net/ sends (kMaxMessageBytes): anything longer
// is dropped here, before it is parsed.
export const maxMessageBytes = 256 * 1024;

// A room's link as a QR code to draw (error correction M, the smallest
// version that holds it): one string per row, '1' for a dark module.
export function qrRows(text) {
  const qr = qrcode(0, 'M');
  qr.addData(String(text), 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const rows = [];
  for (let r = 0; r < n; r++) {
    let row = '';
    for (let c = 0; c < n; c++) row += qr.isDark(r, c) ? '1' : '0';
    rows.push(row);
  }
  return rows;
}

// The relays for this page: `?relay=URL` (repeated, or comma-separated)
// names a group's own, else the built-in ones. Only ws: and wss: URLs are
// taken; the page's Content-Security-Policy decides which it may open.
export function relaysFrom(search) {
  const params = new URLSearchParams(search || '');
  const named = params.getAll('relay').flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  const ok = named.filter((u) => { try { return /^wss?:$/.test(new URL(u).protocol); } catch { return false; } });
  return ok.length ? ok : defaultRelays.slice();
}

// How long the devices of a room have to check each other once connected.
export const handshakeMs = 30000;

// Whether a relay's URL names this machine (127.0.0.0/8, ::1, localhost).
export function onThisMachine(url) {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
  } catch {
    return false;
  }
}

// Joins room `room` through `relays`. Handlers: onMessage(peer, text),
// onPeer(peer, here) when a device comes (true) or goes (false). Returns
// the room: send(peer, text), broadcast(text), ping(peer) in ms, peers(),
// relayState() ({open, connecting, total}), problems() (the last join
// errors, for a report), leave().
export function openRoom({ room, password, relays, onMessage, onPeer }) {
  const urls = relays && relays.length ? relays : defaultRelays;
  const config = { appId, relayConfig: { urls, redundancy: urls.length } };
  if (password) config.password = password;
  // Relays on this machine only: the devices are on it too, and a public
  // STUN server (Trystero's default) has no address to tell them; where
  // none answers, each connection's offer waited for it, seconds a join.
  if (urls.every(onThisMachine)) config.rtcConfig = { iceServers: [] };
  const problems = [];  // what Trystero could not do (a peer's handshake that failed), newest last
  const r = joinRoom(config, room, {
    onJoinError: (e) => { problems.push(String((e && e.error) || e)); if (problems.length > 20) problems.shift(); },
    // Trystero gives the two devices' checks of each other (the password's
    // among them) 10 s from the data channel's opening; a phone busy
    // loading the game can take longer, and a device that gave up while
    // the other went on is not tried again on that connection.
    handshakeTimeoutMs: handshakeMs,
  });
  const [sendText, getText] = pair(r.makeAction('m'));
  const here = new Set();
  getText((data, peer) => {
    if (typeof data !== 'string' || data.length > maxMessageBytes) return;  // not ours, or too big
    if (onMessage) onMessage(peer, data);
  });
  r.onPeerJoin = (peer) => { here.add(peer); if (onPeer) onPeer(peer, true); };
  r.onPeerLeave = (peer) => { here.delete(peer); if (onPeer) onPeer(peer, false); };
  return {
    self: selfId,
    send(peer, text) { if (here.has(peer)) sendText(text, peer); },
    broadcast(text) { if (here.size) sendText(text); },
    ping: (peer) => r.ping(peer),
    peers: () => [...here],
    relayState() {
      const sockets = Object.values(getRelaySockets() || {});
      let open = 0, connecting = 0;
      for (const s of sockets) {
        if (s && s.readyState === 1) open++;
        else if (s && s.readyState === 0) connecting++;
      }
      return { open, connecting, total: urls.length };
    },
    problems: () => problems.slice(),
    // (a promise, kept at most 3 s: Trystero hands the room being left,
    // password and all, to a join of the same room until it has gone, and
    // a peer that takes no more messages holds the leaving up)
    leave: () => Promise.race([Promise.resolve(r.leave()).catch(() => {}),
      new Promise((res) => setTimeout(res, 3000))]),
  };
}

// Trystero 0.25's action: {send(data, {target}), onMessage}.
function pair(action) {
  // (a peer that left meanwhile rejects the send: the protocol sends again)
  const send = (data, peer) => { action.send(data, peer ? { target: peer } : undefined).catch(() => {}); };
  const get = (handler) => { action.onMessage = (data, ctx) => handler(data, ctx && ctx.peerId); };
  return [send, get];
}
