// Bundles online play's transport for the page: src/platform/online_web.mjs
// with Trystero's torrent strategy into one minified ES module,
// site/online.js, which the page imports only when a player opens online
// play. The built-in relays (a build option, LANDLORD_ONLINE_RELAYS) are
// written into it; the page's Content-Security-Policy is written from the
// same list (src/app/CMakeLists.txt).
//
//   node scripts/build-online.mjs OUT_FILE RELAY_URL...
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const [out, ...relays] = process.argv.slice(2);
if (!out || relays.length === 0) {
  console.error('usage: node scripts/build-online.mjs OUT_FILE RELAY_URL...');
  process.exit(2);
}
for (const r of relays) {
  if (!/^wss?:\/\/[^\s'"]+$/.test(r)) {
    console.error(`build-online: not a relay URL (ws:// or wss://): ${r}`);
    process.exit(2);
  }
}
await build({
  entryPoints: [path.join(here, '..', 'src', 'platform', 'online_web.mjs')],
  outfile: out,
  bundle: true,
  format: 'esm',
  minify: true,
  target: ['chrome90', 'firefox90', 'safari15'],
  define: { __LANDLORD_RELAYS__: JSON.stringify(relays) },
  legalComments: 'eof',
  logLevel: 'warning',
});
