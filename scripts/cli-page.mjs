// Runs landlord-cli in a browser: the page bench/browser builds
// (build/web/bench-page, target bench_page) takes its arguments from the
// query string and leaves what it printed and its exit code in
// window.__cli. Used by scripts/wasm-bench.mjs and
// tests/browser/determinism.test.mjs.

// Runs `args` on the page served at `pageUrl` (ending in '/') in a fresh
// context of `browser` (Playwright); resolves to { out, code }.
export async function runCliPage(browser, pageUrl, args, timeout = 1800000) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const q = args.map((a) => `arg=${encodeURIComponent(a)}`).join('&');
    await page.goto(`${pageUrl}index.html?${q}`);
    await page.waitForFunction(() => window.__cli, null, { timeout, polling: 250 });
    return await page.evaluate(() => window.__cli);
  } finally {
    await context.close();
  }
}
