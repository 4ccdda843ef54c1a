// Headless Chromium for the browser tests and the measuring scripts, with
// one set of flags: Debian's Chromium, or the one CHROMIUM names.
import { chromium } from 'playwright-core';

// No sandbox (containers), SwiftShader's WebGL (no GPU), and nothing that
// talks to the network besides the page's own server on 127.0.0.1.
// Nor the browser's own address-bar popup: headless Chromium 156 starts a
// renderer for it with every new context (every cold load of the measuring
// scripts, every test's fresh page) and that renderer burns about 1.5
// CPU-seconds in the next 2.5 s, on a 2-core machine beside the page being
// loaded. A player's browser has it running once, not at each visit
// (docs/performance.md).
// WebRTC between browsers on this machine (online play's tests, each
// device its own Chromium): candidates on 127.0.0.1 allowed, and local
// addresses not hidden behind mDNS names, which nothing here resolves.
const NO_BROWSER_UI = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,' +
  'PreloadTopChromeWebUI,WebRtcHideLocalIpsWithMdns';
// LANDLORD_BROWSER_GL=llvmpipe: WebGL through ANGLE on Mesa's llvmpipe
// (OpenGL ES over EGL) instead: a frame of a game costs about two thirds
// of SwiftShader's CPU (scripts/frame-cost.mjs). scripts/test.sh runs the
// browser tests so, but for the two that time the page against the wall
// clock (docs/performance.md); unset or anything else (swiftshader),
// SwiftShader, as in a browser without a GPU. Either way the page is
// composited in software, as a browser without a GPU does: llvmpipe
// drawing the canvas's frame into the page again cost about 6 ms of CPU
// a frame at 1280x800 (a canvas only cleared: 24.8 against 18.7 ms of all
// of Chromium's processes), and 6% of the CPU of two game files side by
// side (game-visible-desktop and game-play-desktop: 150 against 159 s).
const GL_ARGS = process.env.LANDLORD_BROWSER_GL === 'llvmpipe'
  ? ['--use-gl=angle', '--use-angle=gl-egl', '--ignore-gpu-blocklist', '--disable-gpu-compositing']
  : ['--disable-gpu'];
const CHROMIUM_ARGS = ['--no-sandbox', ...GL_ARGS, '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-dev-shm-usage', '--allow-loopback-in-peer-connection', NO_BROWSER_UI,
  // More flags, to measure what they change (scripts/frame-cost.mjs).
  ...(process.env.LANDLORD_CHROMIUM_ARGS || '').split(' ').filter(Boolean)];

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS,
  });
}

// A browser with a profile kept in `userDataDir` (one device whose browser
// is killed and started again, as a phone's is): a context with the same
// flags and `options` (viewport, touch...).
export function launchChromiumWithProfile(userDataDir, options = {}) {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS, ...options,
  });
}
