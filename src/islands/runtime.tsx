// The islands runtime: what an anonymous visitor's public page runs instead of Next.js and React
// (bundled against Preact's React layer by scripts/build-islands.mjs; front/islands.mjs puts it in
// the page). The page is server HTML; each <sw-island> (island.tsx) wakes on its own: after the
// page has loaded, one per task so no task is long, or at once when the visitor clicks inside one
// that is still asleep (the click is then replayed on the woken DOM). All islands render through
// one root, inside the page's providers, as portals into their own elements, so context (basket,
// toasts, consent) is shared exactly as in the React page.
import { Component, memo, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ToastProvider } from '@/components/ui/toast';
import { BasketProvider } from '@/features/basket/basket-provider';
import { ConsentProvider } from '@/features/consent/consent-provider';
import type { ConsentConfig } from '@/lib/consent-config';
import type { IslandName } from './names';
import { ISLANDS } from './registry';
import { readSlots, reviveProps } from './revive';

type Awake = { id: number; element: HTMLElement; Component: ComponentType<Record<string, unknown>>; props: Record<string, unknown>; html: string; mounted: () => void };

const ASLEEP = 'sw-island:not([data-awake])';
const providers = Object.fromEntries(
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-sw-provider]')).map((script) => [script.dataset.swProvider, JSON.parse(script.textContent || '{}')]),
) as { toast?: { closeLabel: string; regionLabel: string }; consent?: { config: ConsentConfig } };

let show: ((island: Awake) => void) | null = null;
const queued: Awake[] = [];
let nextId = 0;

function Mounted({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  useEffect(onMount, [onMount]);
  return <>{children}</>;
}

/** One island failing to render keeps its server HTML and leaves the others alone. */
class Guard extends Component<{ html: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: this.props.html }} /> : this.props.children;
  }
}

/**
 * One island, rendered again only by its own state or a context it reads: another island waking
 * (which adds to the root's list) leaves the others alone, as separate React roots would.
 */
const IslandView = memo(function IslandView({ island }: { island: Awake }) {
  return (
    <Mounted onMount={island.mounted}>
      <Guard html={island.html}>
        <island.Component {...island.props} />
      </Guard>
    </Mounted>
  );
});

function Root() {
  const [islands, setIslands] = useState<Awake[]>([]);
  useEffect(() => {
    show = (island) => setIslands((list) => [...list, island]);
    queued.splice(0).forEach(show);
  }, []);
  let tree: ReactNode = islands.map((island) => createPortal(<IslandView island={island} />, island.element, String(island.id)));
  if (providers.consent) tree = <ConsentProvider config={providers.consent.config}>{tree}</ConsentProvider>;
  if (providers.toast) tree = <ToastProvider {...providers.toast}>{tree}</ToastProvider>;
  return <BasketProvider>{tree}</BasketProvider>;
}

/** Islands not inside another island that is still asleep (slots are templates: never searched). */
function wakeable(scope: ParentNode): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(ASLEEP)).filter((element) => {
    const outer = element.parentElement?.closest(ASLEEP);
    return !outer || (scope instanceof Element && !scope.contains(outer));
  });
}

const waking = new Map<HTMLElement, Promise<void>>();

/** Renders one island in place of its server HTML, then the islands its render brought along. */
function wake(element: HTMLElement): Promise<void> {
  const running = waking.get(element);
  if (running) return running;
  const promise = (async () => {
    const load = ISLANDS[element.dataset.island as IslandName];
    if (!load) return;
    const Component = await load();
    // The swap waits for a press on this island to end, however long its code took to come: a
    // press that began on the server HTML and ended on the woken DOM would send no click at all.
    while (pressed && (pressed === element || pressed.contains(element) || element.contains(pressed))) await released;
    const props = reviveProps(JSON.parse(element.dataset.props || '{}'), readSlots(element)) as Record<string, unknown>;
    await new Promise<void>((mounted) => {
      const html = element.innerHTML;
      element.dataset.awake = '';
      element.replaceChildren();
      const island = { id: (nextId += 1), element, Component, props, html, mounted };
      if (show) show(island);
      else queued.push(island);
    });
    // Islands drawn inside this one (from its slots) wake by the same rules as any other.
    watch(element);
  })();
  waking.set(element, promise);
  // A chunk that failed to arrive (a phone losing its network) may be asked for again by a click.
  promise.catch(() => waking.delete(element));
  return promise;
}

/**
 * An element's children as a woken island draws them: a sleeping island's slot copies
 * (<template>s) are gone once it wakes, so they never count in a path.
 */
const drawnChildren = (element: Element) => Array.from(element.children).filter((child) => child.localName !== 'template');

/** The path of child indexes from an island down to a node, to find its twin once woken. */
function pathWithin(island: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element = node; at !== island && at.parentElement; at = at.parentElement) path.unshift(drawnChildren(at.parentElement).indexOf(at));
  return path;
}

function follow(island: Element, path: number[]): Element | null {
  let at: Element | undefined = island;
  for (const index of path) at = at ? drawnChildren(at)[index] : undefined;
  return at ?? null;
}

/** The outermost sleeping island around a node, if any. */
function sleepingIslandOf(node: EventTarget | null): HTMLElement | null {
  let island = node instanceof Element ? node.closest<HTMLElement>(ASLEEP) : null;
  for (let outer = island; outer; outer = outer.parentElement?.closest<HTMLElement>(ASLEEP) ?? null) island = outer;
  return island;
}

// A press that began on a sleeping island must end on the same elements, or the browser sends no
// click: an island coming into view meanwhile waits until the press is over (its click is then
// replayed below).
let pressed: HTMLElement | null = null;
let released = Promise.resolve();
let release = () => {};
document.addEventListener(
  'pointerdown',
  (event) => {
    pressed = sleepingIslandOf(event.target);
    if (pressed) released = new Promise<void>((resolve) => (release = resolve));
  },
  true,
);
const letGo = () => {
  if (!pressed) return;
  pressed = null;
  // After this task: the click that ends the press is dispatched in it, and must meet the old DOM.
  void nextTask().then(release);
};
document.addEventListener('pointerup', letGo, true);
document.addEventListener('pointercancel', letGo, true);

/** Wakes the island around a clicked element, then clicks its twin in the woken island. */
function replayClick(target: Element, island: HTMLElement) {
  const path = pathWithin(island, target);
  // The twin of what was pressed, or its nearest HTML ancestor (an icon's <svg> has no click()).
  void wake(island).then(() => {
    let twin = follow(island, path);
    while (twin && !(twin instanceof HTMLElement)) twin = twin.parentElement;
    twin?.click();
  });
}

// A click inside a sleeping island wakes it first and then happens, on the woken element.
document.addEventListener(
  'click',
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const island = sleepingIslandOf(target);
    if (!target || !island) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    replayClick(target, island);
  },
  true,
);

/** A new task, without timers: a page whose timers are held (a test's clock) still wakes. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// When each island wakes. Most wake once they come near the viewport, so a long page pays only for
// what is seen; these wake with the page because they act on their own (fetch the banners, watch
// the scroll, offer the visitor's language, remember the page as the way back after signing in,
// count a sale down from the time it is), and the tickets dialog when something asks to open it.
const WITH_THE_PAGE = new Set(['header-frame', 'banners', 'language-suggestion', 'help-launcher', 'auth-modals', 'sale-countdown']);
const ON_EVENT: Record<string, string[]> = { 'sitewright:overlay': ['tickets-dialog'] };
const WOKEN_BY_EVENT = new Set(Object.values(ON_EVENT).flat());

const MARGIN_PX = 0;
const due: HTMLElement[] = [];
let draining: Promise<void> | null = null;
let loaded = false;

/** Wakes what is due, one island per task, once the page has loaded. */
function drain(): Promise<void> {
  draining ??= (async () => {
    while (due.length) {
      await nextTask();
      const element = due.shift()!;
      // One island that cannot wake (its chunk failed to load) keeps its server HTML; the rest go on.
      if (element.isConnected) await wake(element).catch(() => undefined);
    }
    draining = null;
  })();
  return draining;
}

function schedule(element: HTMLElement) {
  if (element.dataset.awake !== undefined || due.includes(element)) return;
  due.push(element);
  if (loaded) void drain();
}

const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const element = entry.target.closest<HTMLElement>('sw-island');
      near.unobserve(entry.target);
      if (element) schedule(element);
    }
  },
  { rootMargin: `${MARGIN_PX}px` },
);

/** Whether an element has a box within MARGIN_PX of the viewport (measured once, at start or wake). */
function isNear(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (!box.width && !box.height) return false;
  return box.bottom >= -MARGIN_PX && box.top <= window.innerHeight + MARGIN_PX && box.right >= -MARGIN_PX && box.left <= window.innerWidth + MARGIN_PX;
}

function watch(scope: ParentNode) {
  for (const element of wakeable(scope)) {
    const name = element.dataset.island ?? '';
    if (WITH_THE_PAGE.has(name)) schedule(element);
    else if (!WOKEN_BY_EVENT.has(name)) {
      const parts = drawnChildren(element);
      // What is in view now wakes in this pass; the observer tells about the rest as it comes near.
      if (loaded && parts.some(isNear)) schedule(element);
      else parts.forEach((part) => near.observe(part));
    }
  }
}

for (const [type, names] of Object.entries(ON_EVENT)) {
  window.addEventListener(type, () => {
    for (const element of wakeable(document)) if (names.includes(element.dataset.island ?? '')) void wake(element);
  });
}

/** Focus inside a sleeping island wakes it and lands on the same control once woken. */
function keepFocus(target: Element | null) {
  const island = target?.closest<HTMLElement>(ASLEEP);
  if (!target || !island) return;
  const path = pathWithin(island, target);
  void wake(island).then(() => (follow(island, path) as HTMLElement | null)?.focus());
}
document.addEventListener('focusin', (event) => keepFocus(event.target instanceof Element ? event.target : null));

// What the visitor did before this script arrived (it is fetched once the page has painted, by the
// loader front/islands.mjs puts in the page): the clicks on islands the loader held, replayed in
// order, and focus that had already moved into an island.
const early = (window as { sitewrightEarly?: { stop(): Element[] } }).sitewrightEarly;
for (const target of early?.stop() ?? []) {
  const island = target.isConnected ? sleepingIslandOf(target) : null;
  if (island) replayClick(target, island);
}
keepFocus(document.activeElement);

watch(document);

async function start() {
  loaded = true;
  // What is in view wakes, then what its waking brought into view (the header's own islands, which
  // join the queue as their outer island wakes); only then is the page as interactive as React's
  // hydrated one.
  watch(document);
  await drain();
  document.documentElement.dataset.hydrated = 'true';
}

const container = document.createElement('sw-root');
document.body.append(container);
createRoot(container).render(<Root />);
// After the first largest paint (the words of a page whose picture is still on its way count), or
// the page's load, whichever comes first: waking costs the first paint nothing, and a page with a
// slow image does not wait for it to come alive. A click before then is replayed, never lost.
let started = false;
const begin = () => {
  if (started) return;
  started = true;
  void start();
};
if (document.readyState === 'complete') begin();
else {
  window.addEventListener('load', begin, { once: true });
  try {
    new PerformanceObserver(() => void nextTask().then(begin)).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No largest-paint entries in this browser: the load event starts it.
  }
}
