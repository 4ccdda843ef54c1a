// A WebRTC signalling relay for online play's browser tests: the WebTorrent
// project's own tracker (bittorrent-tracker's server, the kind of relay the
// page's built-in list names), on 127.0.0.1 only, websockets only. The page
// is pointed at it with `?relay=ws://127.0.0.1:PORT` (docs/online.md).
import Server from 'bittorrent-tracker/server';

// Starts a relay on a free port of 127.0.0.1: {url, port, close()}.
export async function startSignalServer() {
  // Peers announce again at the interval the tracker gives (a fifth of
  // this for websocket peers, at least 10 s in Trystero): a first offer
  // lost on a busy machine is made again within seconds, not the two
  // minutes of the tracker's default.
  const server = new Server({ udp: false, http: false, ws: true, stats: false, interval: 10000 });
  server.on('warning', () => {});  // a peer's malformed announce: the tracker's business
  server.on('error', () => {});
  const sockets = new Set();  // (its websocket server keeps no list of them)
  server.ws.on('connection', (socket) => { sockets.add(socket); socket.on('close', () => sockets.delete(socket)); });
  await new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
    server.listen(0, '127.0.0.1');
  });
  const port = server.http.address().port;
  return {
    port,
    url: `ws://127.0.0.1:${port}`,
    // Stopped at once, as a relay that goes away would be: its sockets cut,
    // not waited for (a page keeps its socket open for as long as it is on).
    close: () => new Promise((resolve) => {
      for (const socket of sockets) socket.terminate();
      server.http.closeAllConnections?.();
      server.close(() => resolve());
    }),
  };
}
