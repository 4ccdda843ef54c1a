// A small static file server for the built page, on 127.0.0.1 only.
//
//   node scripts/serve.mjs [--dir build/web/site] [--port 8080] [--base /landlord/]
//
// The page is served under a sub-path (default /landlord/, as on GitHub
// Pages) so that anything that assumes it lives at the site root breaks here
// first. Also imported by the browser tests (startServer).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.ico': 'image/x-icon',
  '.data': 'application/octet-stream', '.txt': 'text/plain; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export function startServer({ dir, port = 0, base = '/landlord/' }) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let p = decodeURIComponent(url.pathname);
    if (p === base.slice(0, -1)) { res.writeHead(301, { Location: base }); res.end(); return; }
    if (!p.startsWith(base)) { res.writeHead(404); res.end('not found'); return; }
    p = p.slice(base.length) || 'index.html';
    if (p.endsWith('/')) p += 'index.html';
    const file = path.resolve(root, p);
    if (!file.startsWith(root + path.sep)) { res.writeHead(403); res.end(); return; }
    fs.stat(file, (err, st) => {
      if (err || !st.isFile()) { res.writeHead(404); res.end('not found'); return; }
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
        'Content-Length': st.size,
        'Cache-Control': 'no-cache',
      });
      fs.createReadStream(file).pipe(res);
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({ server, url: `http://127.0.0.1:${actual}${base}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, def) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = opt('--dir', path.join(here, '..', 'build', 'web', 'site'));
  const { url } = await startServer({ dir, port: Number(opt('--port', 8080)), base: opt('--base', '/landlord/') });
  console.log(`Landlord is being served at ${url}\nOpen that address in a browser. Press Ctrl+C to stop.`);
}
