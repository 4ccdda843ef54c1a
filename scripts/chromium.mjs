// Headless Chromium for the browser tests and the measuring scripts, with
// one set of flags: Debian's Chromium, or the one CHROMIUM names.
import { chromium } from 'playwright-core';

// No sandbox (containers), SwiftShader's WebGL (no GPU), and nothing that
// talks to the network besides the page's own server on 127.0.0.1.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-dev-shm-usage'];

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS,
  });
}
