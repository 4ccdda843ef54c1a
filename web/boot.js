// Start-up of the page, before the game's own script (index.js): checks that
// the browser can run the game, sets up Module (status text, first frame,
// fatal errors) and keeps the context menu off the canvas. A file, not an
// inline script, so that the Content-Security-Policy allows scripts from the
// page's own origin only.
'use strict';
(function () {
  const overlay = document.getElementById('overlay');
  function show(title, text, isError) {
    document.getElementById('overlay-title').textContent = title;
    document.getElementById('overlay-text').textContent = text;
    overlay.classList.toggle('error', !!isError);
    overlay.classList.remove('hidden');
    if (isError) document.getElementById('canvas').style.visibility = 'hidden';
  }
  window.__landlord = window.__landlord || {};
  window.__landlordShow = show;
  document.getElementById('canvas').addEventListener('contextmenu', function (e) { e.preventDefault(); });

  // What the game needs, checked before anything is loaded, so a player on
  // an old or locked-down browser reads why instead of seeing a blank page.
  function missing() {
    if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function')
      return 'This browser cannot run WebAssembly, which the game is built on. ' +
             'Please use a current version of Chrome, Edge, Firefox or Safari.';
    // Only whether the browser knows WebGL 2: creating a context here to be
    // sure cost ~90 ms before the game's download began. A browser that has
    // it turned off fails when the game asks for its context, and the host
    // shows the same message then (platform/host.cpp).
    if (typeof WebGL2RenderingContext !== 'function')
      return 'This browser cannot draw the game: WebGL 2 is not available or is turned off ' +
             '(check hardware acceleration in the browser settings).';
    return null;
  }
  const problem = missing();
  window.__landlord.unsupported = problem;
  if (problem) {
    show('Landlord cannot start', problem, true);
    // Keep the game's script from trying anyway: instantiation never starts.
    window.Module = { noInitialRun: true, instantiateWasm: function () { return {}; } };
    return;
  }

  // The card's logo, title and words once the start takes longer than a
  // moment (page.css): a fast start shows only the bar, then the game.
  const slow = setTimeout(function () { overlay.classList.add('slow'); }, 600);

  const bar = document.getElementById('progress-bar');
  // The bar only grows: the compiler can finish (full bar) before the copy
  // counted for it has been read to its end. Each change of the bar makes
  // the browser draw the page again, and each chunk of the copy read is
  // work, both on the main thread where the game's code is being compiled:
  // a fast line has the whole download in less than the 400 ms the bar
  // waits before it starts (then the copy is never read), and after that
  // the bar changes at most every 250 ms. Read and drawn at every chunk,
  // the bar made the first frame 7-9% later than no bar at all
  // (docs/performance.md). On a slow line it still moves within half a
  // second of this script's start.
  const began = performance.now();
  const kFirstDraw = 400, kEvery = 250;
  let shown = 0, wanted = 0, drawn = 0, timer = 0;
  function draw() {
    timer = 0;
    drawn = performance.now();
    if (!(wanted > shown)) return;
    shown = wanted;
    bar.style.transform = 'scaleX(' + shown + ')';
  }
  function progress(fraction) {
    fraction = Math.min(1, fraction);
    if (!(fraction > wanted)) return;
    wanted = fraction;
    if (timer) return;
    const wait = Math.max(began + kFirstDraw, drawn + kEvery) - performance.now();
    if (wait <= 0) draw();
    else timer = setTimeout(draw, wait);
  }
  // Counts a copy of the download for the bar; the response itself goes to
  // the compiler untouched, so the browser can cache the compiled code under
  // its URL for the next visit. The copy is read only once the bar may be
  // drawn; until then its chunks wait (a fast line: they are dropped).
  let compiledYet = false;
  function watch(response) {
    let total = Number(response.headers.get('Content-Length')) || 0;
    if (!total || !response.body) return;
    // A compressed response's length is the compressed one; the body comes
    // decompressed, about three times as long (index.wasm under gzip or brotli).
    if (response.headers.get('Content-Encoding')) total *= 3;
    const copy = response.clone().body;
    setTimeout(function () {
      if (compiledYet) { copy.cancel().catch(function () {}); return; }
      const reader = copy.getReader();
      let loaded = 0;
      (function next() {
        reader.read().then(function (r) {
          if (r.done) { progress(1); return; }
          loaded += r.value.byteLength;
          progress(loaded / total);
          next();
        }, function () {});
      })();
    }, Math.max(0, began + kFirstDraw - performance.now()));
  }
  // The game's code is asked for now, not once index.js has arrived and
  // run: on a slow line index.js alone takes a second or more, and the bar
  // would stand still meanwhile although the code is arriving (the request
  // takes over the head's preload, so nothing is fetched twice).
  const wasmUrl = 'index.wasm';
  const streaming = typeof WebAssembly.compileStreaming === 'function';
  const early = fetch(wasmUrl, { credentials: 'same-origin' }).then(function (response) {
    if (response.ok && streaming) watch(response);
    return response;
  });
  // Compiled as it arrives, while index.js is still on its way: waiting for
  // index.js to ask found the whole file downloaded, and the browser then
  // decoded and checked all of it at once on the main thread (about 45 ms
  // on the 2-core machine, docs/performance.md). The browser caches the
  // compiled code under its URL for the next visit, as it does for
  // instantiateStreaming.
  const compiled = early.then(function (response) {
    if (!response.ok) throw new Error(wasmUrl + ': HTTP ' + response.status);
    if (streaming) return WebAssembly.compileStreaming(response);
    return response.arrayBuffer().then(function (b) { return WebAssembly.compile(b); });
  }).then(function (module) {
    // Compiled means downloaded: the bar is full then, even when the copy
    // counted for it has not been read to its end yet (a busy phone).
    compiledYet = true;
    progress(1);
    return module;
  });
  compiled.catch(function () {});  // reported by instantiate(), if the game asks for it
  function instantiate(imports) {
    return compiled.then(function (module) {
      return WebAssembly.instantiate(module, imports).then(function (instance) {
        return { instance: instance, module: module };
      });
    });
  }

  var Module = window.Module = {
    canvas: document.getElementById('canvas'),
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
    // No setStatus: with one, Emscripten starts main() from a timer after
    // the code is ready (to show "Running..."), a task later than needed.
    onFirstFrame: function () {
      clearTimeout(slow);
      overlay.classList.add('hidden');
      window.dispatchEvent(new Event('landlord-first-frame'));
    },
    // The game's code, compiled while it downloads (streaming), with the
    // download's progress on the loading card's bar.
    instantiateWasm: function (imports, receive) {
      instantiate(imports).then(function (r) { receive(r.instance, r.module); },
        function (e) { show('Landlord cannot start', 'The game could not be loaded: ' + e, true); });
      return {};
    },
    showFatalError: function (text) { show('Landlord cannot start', text, true); },
    onAbort: function (what) {
      show('Something went wrong', 'The game stopped unexpectedly. Reload the page to continue ' +
           'from the last save. (' + what + ')', true);
    },
  };
  // Keys typed on the accessible mirror's buttons are theirs (Enter clicks
  // the button): they must not also reach the game's own key handling.
  var mirror = document.getElementById('a11y');
  if (mirror) {
    ['keydown', 'keyup', 'keypress'].forEach(function (type) {
      mirror.addEventListener(type, function (e) { e.stopPropagation(); });
    });
  }
  window.addEventListener('error', function (e) {
    if (e && e.message && /WebAssembly|wasm/i.test(e.message))
      show('Landlord cannot start', 'The game could not be loaded: ' + e.message, true);
  });
})();
