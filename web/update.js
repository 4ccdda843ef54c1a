'use strict';
// Offline play: a Workbox service worker precaches the page (sw.js is built
// by scripts/build-sw.mjs). A new version waits until the player agrees to
// reload; the game is saved first, so an update never interrupts a game.
// When that save fails (the storage full), the bar says so and reloads only
// when asked again: the game's last moves would be lost.
(function () {
  if (!('serviceWorker' in navigator) || window.__landlord.unsupported) return;
  const bar = document.getElementById('update');
  let waiting = null, reloading = false, warned = false;
  function offer(worker) {
    waiting = worker;
    window.__landlord.updateReady = true;
    bar.classList.add('shown');
  }
  document.getElementById('update-later').onclick = function () { bar.classList.remove('shown'); };
  document.getElementById('update-reload').onclick = function () {
    let saved = 1;
    try {
      if (window.Module && Module._landlord_save_now) saved = Module.ccall('landlord_save_now', 'number', [], []);
    } catch (e) {
      saved = 0;
      console.warn('could not save before the update: ' + e);
    }
    if (!saved && !warned) {
      warned = true;
      bar.classList.add('warn');
      const t = window.__landlordT || function (s) { return s; };
      bar.querySelector('span').textContent = t('Your game could not be saved just now (the game says why), so ' +
        'reloading would lose its last moves. Make room in Saved games or export the game first, or reload anyway.');
      this.textContent = t('Reload anyway');
      return;
    }
    if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  navigator.serviceWorker.addEventListener('controllerchange', function () {
    if (reloading || !waiting) return;
    reloading = true;
    location.reload();
  });
  // Registered once the game has drawn: the worker's precaching (the whole
  // page again) then never competes with the first load for the network or
  // the CPU. This deferred script can run after the first frame (when its
  // own download was the slower one): then it registers at once, or that
  // visit would never install offline play.
  function register() {
    navigator.serviceWorker.register('sw.js').then(function (reg) {
      window.__landlord.serviceWorker = 'registered';
      if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
      reg.addEventListener('updatefound', function () {
        const w = reg.installing;
        if (!w) return;
        w.addEventListener('statechange', function () {
          if (w.state === 'installed' && navigator.serviceWorker.controller) offer(w);
        });
      });
      // Look for a new version now and then while the game stays open.
      setInterval(function () { reg.update().catch(function () {}); }, 60 * 60 * 1000);
    }).catch(function (e) {
      window.__landlord.serviceWorker = 'failed';
      console.warn('offline play is not available: ' + e);
    });
  }
  if (window.__landlord.firstFrameAt !== undefined) register();
  else window.addEventListener('landlord-first-frame', register);
})();
