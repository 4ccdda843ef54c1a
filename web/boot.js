// Start-up of the page, before the game's own script (index.js): checks that
// the browser can run the game, sets up Module (status text, first frame,
// fatal errors) and keeps the context menu off the canvas. A file, not an
// inline script, so that the Content-Security-Policy allows scripts from the
// page's own origin only.
'use strict';
(function () {
  // The page's own words in the player's language, from the game's
  // catalogs (po/: scripts/po.sh extracts t() and t_noop() from this file
  // and update.js; the build writes each language's into
  // lang/LANG.shell.json). The language is the one the game was last shown
  // in (stored), else the browser's first with a catalog, picked as the
  // game picks it (src/text/languages.cpp). English needs no file; another
  // language's arrives beside the game's code, long before the game, and
  // the words on the page change to it then.
  const CATALOGS = ['de', 'es', 'fr', 'pt_BR', 'en_XA'];
  let words = {};
  function t(msgid, args) {
    const s = words[msgid] || msgid;
    return args ? s.replace(/\{(\w+)\}/g, function (m, k) { return k in args ? String(args[k]) : m; }) : s;
  }
  function t_noop(msgid) { return msgid; }
  function pageLanguage() {
    const normal = function (s) { return String(s || '').split(/[.@]/)[0].replace(/-/g, '_').toLowerCase(); };
    const find = function (s) {
      const want = normal(s);
      return want === 'en' ? 'en' : CATALOGS.find(function (c) { return normal(c) === want; });
    };
    let stored = null;
    try { stored = window.localStorage.getItem('landlord.language'); } catch (e) {}
    if (stored && find(stored)) return find(stored);
    let list = [];
    try { list = (navigator.languages && navigator.languages.length) ? navigator.languages : [navigator.language]; } catch (e) {}
    for (const tag of list) {
      if (find(tag)) return find(tag);
      const want = normal(tag).split('_')[0];
      if (want === 'en') return 'en';
      const same = CATALOGS.find(function (c) { return c !== 'en_XA' && normal(c).split('_')[0] === want; });
      if (same) return same;
    }
    return 'en';
  }
  // The page's fixed words, put in the language once its words arrive
  // (each only while it still reads its English: the game may have put
  // something else there).
  const FIXED = [
    ['#overlay-title', t_noop('Landlord')],
    ['#overlay-text', t_noop('Setting up the board…')],
    ['#rest span', t_noop('Getting the game ready…')],
    ['#update span', t_noop('A new version of Landlord is ready.')],
    ['#update-reload', t_noop('Reload')],
    ['#update-later', t_noop('Later')],
    ['#a11y h1', t_noop('Landlord')],
  ];
  const LABELS = [['#a11y', t_noop('Landlord')], ['#a11y-log', t_noop('What happens')]];
  function translatePage() {
    for (const [sel, msgid] of FIXED) {
      const el = document.querySelector(sel);
      if (el && el.textContent === msgid) el.textContent = t(msgid);
    }
    for (const [sel, msgid] of LABELS) {
      const el = document.querySelector(sel);
      if (el && el.getAttribute('aria-label') === msgid) el.setAttribute('aria-label', t(msgid));
    }
  }
  // What was said in English before the language's words arrived, said
  // again in them.
  const sayAgain = [];
  const lang = pageLanguage();
  window.__landlord = window.__landlord || {};
  window.__landlordT = t;
  window.__landlord.shellLanguage = lang;
  if (lang !== 'en') {
    window.__landlord.shellWords = fetch('lang/' + lang + '.shell.json').then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.json();
    }).then(function (w) {
      words = w;
      translatePage();
      for (const f of sayAgain) f();
      return true;
    }, function (e) {
      console.warn('the page stays in English: ' + e);
      return false;
    });
  }

  // The game's own files of that language (its catalog, its editions'
  // words), fetched now beside its code: the game finds them there
  // (Module.llCatalogs, src/platform/language_web.cpp) and its first frames
  // are in the language rather than in English until they come.
  const prefetched = {};
  if (lang !== 'en') {
    [lang + '.mo', lang + '.editions.json'].forEach(function (name) {
      const c = prefetched[name] = { state: 0, bytes: null, why: '' };
      fetch('lang/' + encodeURIComponent(name)).then(function (r) {
        if (!r.ok) throw new Error('HTTP ' + r.status);
        return r.arrayBuffer();
      }).then(function (b) { c.bytes = new Uint8Array(b); c.state = 1; },
              function (e) { c.why = String((e && e.message) || e); c.state = 2; })
        .then(function () {
          // Woken only once it runs: before, the game finds the file on
          // its first frame (and its exports are not there to call).
          const M = window.Module;
          if (M && M.calledRun && M._landlord_wake) M._landlord_wake();
        });
    });
  }

  const overlay = document.getElementById('overlay');
  function show(title, text, isError) {
    document.getElementById('overlay-title').textContent = title;
    document.getElementById('overlay-text').textContent = text;
    overlay.classList.toggle('error', !!isError);
    overlay.classList.remove('hidden');
    if (isError) document.getElementById('canvas').style.visibility = 'hidden';
  }
  window.__landlordShow = show;
  // Online play's code, fetched only when a room is opened
  // (src/platform/online_channel_web.cpp): import() is kept out of the
  // game's own script, which the build rewrites.
  window.__landlordImportOnline = function () { return import('./online.js'); };
  document.getElementById('canvas').addEventListener('contextmenu', function (e) { e.preventDefault(); });

  // What the game needs, checked before anything is loaded, so a player on
  // an old or locked-down browser reads why instead of seeing a blank page.
  function missing() {
    if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function')
      return t('This browser cannot run WebAssembly, which the game is built on. ' +
               'Please use a current version of Chrome, Edge, Firefox or Safari.');
    // Only whether the browser knows WebGL 2: creating a context here to be
    // sure cost ~90 ms before the game's download began. A browser that has
    // it turned off fails when the game asks for its context, and the host
    // shows the same message then (platform/host.cpp).
    if (typeof WebGL2RenderingContext !== 'function')
      return t('This browser cannot draw the game: WebGL 2 is not available or is turned off ' +
               '(check hardware acceleration in the browser settings).');
    return null;
  }
  const problem = missing();
  window.__landlord.unsupported = problem;
  if (problem) {
    const say = function () { show(t('Landlord cannot start'), missing(), true); };
    say();
    sayAgain.push(say);
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
  // How long a download's body will be read, 0 when not known: a
  // compressed response's length is the compressed one; the body comes
  // decompressed, about three times as long (the wasm under gzip or brotli).
  function bodyLength(response) {
    const total = Number(response.headers.get('Content-Length')) || 0;
    return response.headers.get('Content-Encoding') ? total * 3 : total;
  }
  // Reads a copy of a download's body to its end, telling `step` the
  // fraction read after each chunk and 1 at the end; `step` returning false
  // stops the reading. Both loading bars follow their download this way.
  function readCopy(body, total, step) {
    const reader = body.getReader();
    let loaded = 0;
    (function next() {
      reader.read().then(function (r) {
        if (r.done) { step(1); return; }
        loaded += r.value.byteLength;
        if (step(loaded / total) === false) { reader.cancel().catch(function () {}); return; }
        next();
      }, function () {});
    })();
  }
  function watch(response) {
    const total = bodyLength(response);
    if (!total || !response.body) return;
    const copy = response.clone().body;
    setTimeout(function () {
      if (compiledYet) { copy.cancel().catch(function () {}); return; }
      readCopy(copy, total, progress);
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
  let primary = null;  // the game's instance's exports, once instantiated
  let split = false;    // whether its code is in two parts (placeholders for the rest)
  function instantiate(imports) {
    return compiled.then(function (module) {
      return WebAssembly.instantiate(module, imports).then(function (instance) {
        primary = instance.exports;
        split = WebAssembly.Module.imports(module).some(function (i) { return i.module === 'placeholder'; });
        const result = { instance: instance, module: module };
        if (!split) return result;
        // A saved game waiting: its first frame, the resume offer, reads
        // the game, and that code is in the rest, so the rest comes first.
        if (savedGameWaiting()) return fetchRest().then(addRest).then(function () { return result; });
        // A split game holds the page's calls and the player's input from
        // the start until the rest of its code is in (loadRest below).
        Promise.resolve().then(hold);
        return result;
      });
    });
  }

  // The rest of the game's code (scripts/web-split.mjs): index.wasm holds
  // what the first two frames run; index.deferred.wasm the rules, the
  // computer players and everything else, asked for once the second frame
  // has put the home screen on screen. The game waits for it there (its
  // main loop paused, the home screen shown): no later frame needs a part
  // still on its way.
  // Instantiated, it fills the game's function table in place of the
  // placeholders the split left. A page built in one piece has no
  // placeholders and asks for nothing.
  const restUrl = 'index.deferred.wasm';
  const restAfterFrame = 2;
  function savedGameWaiting() {
    try {
      for (let i = 0; i < localStorage.length; i++) {
        if (String(localStorage.key(i)).indexOf('landlord.game.') === 0) return true;
      }
    } catch (e) { /* no storage: no saved game */ }
    return false;
  }
  // The note at the foot of the screen while the rest is on its way after
  // the home screen is drawn (#rest): shown once that takes a moment (a slow line:
  // 786 KB take four seconds at 1.6 Mbit/s), or at once when the player
  // taps or types meanwhile, since that input is not passed on; its bar
  // follows a copy of the download, read only while the note shows.
  const restNote = document.getElementById('rest');
  const restBar = document.getElementById('rest-bar');
  let restCopy = null, restNoteTimer = 0, restAwaited = false;
  function showRestNote() {
    clearTimeout(restNoteTimer);
    if (!restAwaited || !restNote || restNote.classList.contains('shown')) return;
    restNote.classList.add('shown');
    if (!restCopy) return;
    const copy = restCopy;
    restCopy = null;
    const total = bodyLength(copy);
    if (!total || !copy.body) return;
    let drawnAt = 0;
    readCopy(copy.body, total, function (fraction) {
      if (!restAwaited) return false;
      if (performance.now() - drawnAt < 250) return true;
      drawnAt = performance.now();
      restBar.style.transform = 'scaleX(' + Math.min(1, fraction) + ')';
      return true;
    });
  }
  function hideRestNote() {
    restAwaited = false;
    clearTimeout(restNoteTimer);
    if (restCopy && restCopy.body) restCopy.body.cancel().catch(function () {});
    restCopy = null;
    if (restNote) restNote.classList.remove('shown');
  }
  function fetchRest(withNote) {
    const response = fetch(restUrl, { credentials: 'same-origin' }).then(function (r) {
      if (!r.ok) throw new Error(restUrl + ': HTTP ' + r.status);
      if (withNote && restAwaited && r.body) restCopy = r.clone();
      return r;
    });
    return streaming ? WebAssembly.compileStreaming(response)
                     : response.then(function (r) { return r.arrayBuffer(); }).then(WebAssembly.compile);
  }
  let restDone = false;
  // When the rest came in, for the tests (tests/browser/split.test.mjs).
  function restIn() {
    restDone = true;
    window.__landlord.restAt = performance.now();
  }
  function addRest(module) {
    if (!restDone) {
      new WebAssembly.Instance(module, { primary: primary });
      restIn();
    }
  }
  // While the rest is on its way nothing may call into it: the page's own
  // calls into the game wait for it (queued, in order), and the player's
  // input of those few moments is not passed on (a call it made into the
  // rest would have to fetch it synchronously, which a service worker does
  // not serve: offline it would fail). A resize is passed on afterwards.
  let holding = false, resized = false;
  const held = [];
  // Focus, visibility and full screen change what the game knows of its
  // window: told again once it can listen.
  const told = [];
  const retold = ['focus', 'blur', 'visibilitychange', 'fullscreenchange'];
  const entries = ['_landlord_wake', '_landlord_game_lock_let_go', '_landlord_save_now'];
  // Nor does leaving the page (SDL's beforeunload handler is in the rest):
  // a page being dismissed may not fetch synchronously, and nothing of a
  // game is open yet to be saved.
  ['keydown', 'keyup', 'keypress', 'mousedown', 'mouseup', 'mousemove', 'wheel', 'click', 'dblclick',
   'contextmenu', 'touchstart', 'touchmove', 'touchend', 'touchcancel', 'pointerdown', 'pointerup',
   'pointermove', 'focus', 'blur', 'resize', 'visibilitychange', 'fullscreenchange', 'beforeunload',
   'unload'].forEach(function (type) {
    window.addEventListener(type, function (e) {
      if (!holding || e.__landlordRetold) return;
      if (type === 'resize') resized = true;
      if (/^(keydown|mousedown|touchstart|pointerdown|wheel)$/.test(type)) showRestNote();
      if (retold.indexOf(type) >= 0) told.push([type, e.target]);
      e.stopImmediatePropagation();
    }, true);
  });
  let realEntries = null;
  function hold() {
    if (holding) return;
    holding = true;
    realEntries = {};
    entries.forEach(function (name) {
      const real = realEntries[name] = Module[name];
      if (typeof real !== 'function') return;
      Module[name] = function () { held.push([real, Array.prototype.slice.call(arguments)]); };
    });
  }
  function release() {
    if (!holding) return;
    holding = false;
    entries.forEach(function (name) { if (typeof realEntries[name] === 'function') Module[name] = realEntries[name]; });
    held.splice(0).forEach(function (h) { try { h[0].apply(null, h[1]); } catch (e) { console.warn(e); } });
    if (resized) { resized = false; window.dispatchEvent(new Event('resize')); }
    told.splice(0).forEach(function (t) {
      const e = t[0] === 'focus' || t[0] === 'blur' ? new FocusEvent(t[0]) : new Event(t[0]);
      e.__landlordRetold = true;
      t[1].dispatchEvent(e);
    });
  }
  // Called from the second frame: the game is instantiated by then.
  function loadRest() {
    if (!split) return;
    // Already fetched on the spot (the first frames called into it).
    if (restDone) { release(); return; }
    hold();
    if (Module.pauseMainLoop) Module.pauseMainLoop();
    restAwaited = true;
    restNoteTimer = setTimeout(showRestNote, 400);
    const resume = function () {
      hideRestNote();
      release();
      if (Module.resumeMainLoop) Module.resumeMainLoop();
    };
    // Should the fetch fail (the line dropped on a first visit, before the
    // service worker keeps the files), the note says so and the fetch is
    // tried again: the game cannot go on without it.
    let tries = 0;
    (function attempt() {
      fetchRest(true).then(addRest).then(resume, function (e) {
        console.warn('The rest of the game could not be loaded: ' + e);
        // Code of another version (a cache that kept one part of an older
        // page): only a reload brings the two parts of one version.
        if (e instanceof WebAssembly.LinkError) {
          hideRestNote();
          show(t('Landlord was updated'), t('Reload the page to play the new version.'), true);
          return;
        }
        if (restNote) restNote.querySelector('span').textContent =
          t('Waiting for the connection to finish loading the game…');
        showRestNote();
        tries++;
        setTimeout(attempt, Math.min(10000, 1000 * tries));
      });
    })();
  }
  // A call into the rest before it has arrived (the main loop is paused
  // only after the second frame): Emscripten asks for it here and needs it
  // at once, so it is fetched synchronously (bytes through a text
  // response: a synchronous request cannot ask for an ArrayBuffer).
  function loadRestNow(file, imports, prop) {
    // Counted for the tests: a start that needs this has a path the
    // split's profile did not run (scripts/web-split.mjs).
    (window.__landlord.restCalledEarly = window.__landlord.restCalledEarly || []).push(Number(prop));
    const xhr = new XMLHttpRequest();
    xhr.open('GET', file, false);
    xhr.overrideMimeType('text/plain; charset=x-user-defined');
    xhr.send(null);
    if (xhr.status !== 200) {
      throw new Error(t('The game could not load the rest of its code ({file}: HTTP {status})', { file: file, status: xhr.status }));
    }
    const text = xhr.responseText;
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
    const module = new WebAssembly.Module(bytes);
    const instance = new WebAssembly.Instance(module, imports);
    restIn();
    return [instance, module];
  }

  var Module = window.Module = {
    canvas: document.getElementById('canvas'),
    llCatalogs: prefetched,
    print: function (text) { console.log(text); },
    printErr: function (text) {
      // Emscripten's notes on loading the rest of the code early are not
      // the player's concern.
      if (/^(placeholder function called|instantiated deferred module)/.test(text)) return;
      console.warn(text);
    },
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
        function (e) { show(t('Landlord cannot start'), t('The game could not be loaded: {error}', { error: e }), true); });
      return {};
    },
    // The first frame lays out the home screen unseen (Dear ImGui shows a
    // new window from its second frame on); the second one draws it. A
    // split game fetches the rest of its code then, with its home screen on
    // screen (scripts/web-split.mjs profiles these two frames).
    onFrameDrawn: function (n) {
      if (n === restAfterFrame) loadRest();
    },
    loadSplitModule: loadRestNow,
    showFatalError: function (text) { show(t('Landlord cannot start'), text, true); },
    onAbort: function (what) {
      show(t('Something went wrong'), t('The game stopped unexpectedly. Reload the page to continue ' +
           'from the last save. ({error})', { error: what }), true);
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
      show(t('Landlord cannot start'), t('The game could not be loaded: {error}', { error: e.message }), true);
  });
})();
