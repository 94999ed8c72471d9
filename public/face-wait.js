// Gives a section that waits for its faces (class face-wait, docs/decisions/046-fonts-on-a-phone.md
// and 048-the-first-paint-on-a-phone.md) its real fonts, once the page has shown its largest paint:
// at once if it shows on screen (more than a sliver of its top padding), and, once the visitor
// scrolls, as soon as it comes within a viewport. Marking it is what makes the browser fetch the
// faces; a phone thus spends its first seconds on the hero and the header, and a visitor who reads
// no further fetches nothing more. No framework: public pages may come without one.
(function () {
  var waiting = '.face-wait:not([data-face-near])';
  var observer;
  var painted = false;
  var scrolled = false;
  // On screen: at least this much of the section shows above the bottom edge.
  var SLIVER_PX = 48;
  function near(entries, self) {
    entries.forEach(function (entry) {
      if (!entry.isIntersecting) return;
      entry.target.setAttribute('data-face-near', '');
      self.unobserve(entry.target);
    });
  }
  function watchAll() {
    if (!painted) return;
    document.querySelectorAll(waiting).forEach(function (section) {
      if (observer) observer.observe(section);
      else section.setAttribute('data-face-near', '');
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
