// Gives a section that waits for its faces (class face-wait, docs/decisions/046-fonts-on-a-phone.md,
// 048-the-first-paint-on-a-phone.md and 057-no-face-changes-under-the-reader.md) its real fonts, once
// the page has shown its largest paint: at once if it shows on screen (more than a sliver of its top
// padding), and, once the visitor scrolls, while it is within a viewport ahead of the screen. A
// section that a scroll or a jump brings straight onto the screen before its turn keeps its fallback
// until it has left the screen: the real face sets lines a little wider, and the text must not
// rewrap under the reader's eyes. Marking it is what makes the browser fetch the faces; a phone thus
// spends its first seconds on the hero and the header, and a visitor who reads no further fetches
// nothing more. No framework: public pages may come without one.
(function () {
  var waiting = '.face-wait:not([data-face-near])';
  var observer;
  var leaving;
  var painted = false;
  var scrolled = false;
  // On screen: at least this much of the section shows above the bottom edge.
  var SLIVER_PX = 48;
  function mark(section) {
    section.setAttribute('data-face-near', '');
  }
  function onScreen(rect) {
    return rect.bottom > 0 && rect.top < window.innerHeight;
  }
  function near(entries, self) {
    entries.forEach(function (entry) {
      if (!entry.isIntersecting) return;
      self.unobserve(entry.target);
      // Looking ahead, a section already on screen waits until it has left it.
      if (scrolled && onScreen(entry.boundingClientRect)) return watchLeaving(entry.target);
      mark(entry.target);
    });
  }
  function gone(entries, self) {
    entries.forEach(function (entry) {
      if (entry.isIntersecting) return;
      self.unobserve(entry.target);
      mark(entry.target);
    });
  }
  function watchLeaving(section) {
    if (!leaving) leaving = new IntersectionObserver(gone);
    leaving.observe(section);
  }
  function watchAll() {
    if (!painted) return;
    document.querySelectorAll(waiting).forEach(function (section) {
      if (observer) observer.observe(section);
      else mark(section);
    });
  }
  function watch() {
    if (!painted) return;
    if (!('IntersectionObserver' in window)) return watchAll();
    if (observer) observer.disconnect();
    observer = new IntersectionObserver(near, { rootMargin: scrolled ? '100% 0px' : '0px 0px -' + SLIVER_PX + 'px 0px' });
    watchAll();
  }
  function afterPaint() {
    if (painted) return;
    painted = true;
    watch();
  }
  function afterScroll() {
    if (scrolled) return;
    scrolled = true;
    watch();
  }
  // The largest paint, where the browser reports it; elsewhere (and in a background tab, which
  // reports none) the load event stands for it.
  var entryTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  var reportsPaint = entryTypes && entryTypes.indexOf('largest-contentful-paint') >= 0;
  if (reportsPaint) new PerformanceObserver(afterPaint).observe({ type: 'largest-contentful-paint', buffered: true });
  function onLoad() {
    if (!reportsPaint || document.visibilityState === 'hidden') afterPaint();
  }
  if (document.readyState === 'complete') onLoad();
  else addEventListener('load', onLoad);
  addEventListener('scroll', afterScroll, { passive: true });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') afterPaint();
  });
  // Sections a client-side navigation or an editor's preview adds later.
  new MutationObserver(function (records) {
    if (records.some(function (record) { return record.addedNodes.length; })) watchAll();
  }).observe(document.documentElement, { childList: true, subtree: true });
})();
