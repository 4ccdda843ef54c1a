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
    try {
      const gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) throw new Error('no webgl2');
      const lose = gl.getExtension('WEBGL_lose_context');
      if (lose) lose.loseContext();
    } catch (e) {
      return 'This browser cannot draw the game: WebGL 2 is not available or is turned off ' +
             '(check hardware acceleration in the browser settings).';
    }
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

  const bar = document.getElementById('progress-bar');
  function progress(fraction) { bar.style.transform = 'scaleX(' + Math.min(1, fraction) + ')'; }
  function counted(response) {
    const total = Number(response.headers.get('Content-Length')) || 0;
    if (!total || !response.body || typeof ReadableStream !== 'function') return response;
    const reader = response.body.getReader();
    let loaded = 0;
    const body = new ReadableStream({
      pull: function (c) {
        return reader.read().then(function (r) {
          if (r.done) { progress(1); c.close(); return; }
          loaded += r.value.byteLength;
          progress(loaded / total);
          c.enqueue(r.value);
        });
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'application/wasm' } });
  }
  function instantiate(url, imports) {
    return fetch(url, { credentials: 'same-origin' }).then(function (response) {
      if (!response.ok) throw new Error(url + ': HTTP ' + response.status);
      if (typeof WebAssembly.instantiateStreaming === 'function')
        return WebAssembly.instantiateStreaming(counted(response), imports);
      return response.arrayBuffer().then(function (b) { progress(1); return WebAssembly.instantiate(b, imports); });
    });
  }

  var Module = window.Module = {
    canvas: document.getElementById('canvas'),
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
    setStatus: function (text) { if (text) document.getElementById('overlay-text').textContent = text; },
    onFirstFrame: function () {
      overlay.classList.add('hidden');
      window.dispatchEvent(new Event('landlord-first-frame'));
    },
    // The game's code, compiled while it downloads (streaming), with the
    // download's progress on the loading card's bar.
    instantiateWasm: function (imports, receive) {
      instantiate('index.wasm', imports).then(function (r) { receive(r.instance, r.module); },
        function (e) { show('Landlord cannot start', 'The game could not be loaded: ' + e, true); });
      return {};
    },
    showFatalError: function (text) { show('Landlord cannot start', text, true); },
    onAbort: function (what) {
      show('Something went wrong', 'The game stopped unexpectedly. Reload the page to continue ' +
           'from the last save. (' + what + ')', true);
    },
  };
  window.addEventListener('error', function (e) {
    if (e && e.message && /WebAssembly|wasm/i.test(e.message))
      show('Landlord cannot start', 'The game could not be loaded: ' + e.message, true);
  });
})();
