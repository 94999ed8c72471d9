// Gives a section that waits for its faces (class face-wait, docs/decisions/046-fonts-on-a-phone.md)
// its real fonts: at once if it is on screen, and, once the page has loaded, as soon as it comes
// within a viewport of it. Marking it is what makes the browser fetch the faces; a phone thus spends
// its first seconds on what it shows. No framework: public pages may come without one.
(function () {
  var waiting = '.face-wait:not([data-face-near])';
  var observer;
  function near(entries, self) {
    entries.forEach(function (entry) {
      if (!entry.isIntersecting) return;
      entry.target.setAttribute('data-face-near', '');
      self.unobserve(entry.target);
    });
  }
  function watchAll() {
    document.querySelectorAll(waiting).forEach(function (section) {
      if (observer) observer.observe(section);
      else section.setAttribute('data-face-near', '');
    });
  }
  function watch(margin) {
    if (!('IntersectionObserver' in window)) return watchAll();
    if (observer) observer.disconnect();
    observer = new IntersectionObserver(near, { rootMargin: margin });
    watchAll();
  }
  watch('0px');
  if (document.readyState === 'complete') watch('100% 0px');
  else addEventListener('load', function () { watch('100% 0px'); });
  // Sections a client-side navigation or an editor's preview adds later.
  new MutationObserver(function (records) {
    if (records.some(function (record) { return record.addedNodes.length; })) watchAll();
  }).observe(document.documentElement, { childList: true, subtree: true });
})();
