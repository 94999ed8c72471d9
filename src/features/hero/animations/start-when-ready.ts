'use client';
// When a decorative animation may begin: after the page's largest paint, so a phone spends its
// main thread on the hero's words and picture first. Shared by every hero animation (and by the
// loader that fetches their code), so the rule lives in one place. Plain browser APIs and standard
// React hooks only: the same code runs under React and under Preact's compatibility layer.
import { useEffect, useState, type RefObject } from 'react';

/** How long after the load event to wait for a paint report before going ahead without one. */
const LCP_GRACE_MS = 1500;
/** Where requestIdleCallback is missing (older Safari), a short pause stands in for it. */
const IDLE_FALLBACK_MS = 200;
const IDLE_TIMEOUT_MS = 1000;

let ready: Promise<void> | null = null;

function largestPaintSeen(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return Promise.resolve();
  return new Promise((resolve) => {
    // buffered: a paint that happened before this script ran still counts.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    // A frame first, so the paint that follows the load event (often the hero image's) happens first.
    requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, IDLE_FALLBACK_MS);
    });
  });
}

/**
 * Resolves once the page has loaded (the eager hero image with it), its largest paint has been
 * reported, and the browser is idle. No report arrives in a browser without the API, or in a tab
 * loaded in the background: then a grace period after the load event stands in for it.
 */
export function pageReady(): Promise<void> {
  ready ??= (async () => {
    const painted = largestPaintSeen();
    await loaded();
    await Promise.race([painted, new Promise((resolve) => setTimeout(resolve, LCP_GRACE_MS))]);
    await idle();
  })();
  return ready;
}

/** True from the moment the page is ready and the element is on screen; stays true after. */
export function useStartWhenReady(ref: RefObject<Element | null>): boolean {
  const [start, setStart] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || start) return;
    let cancelled = false;
    let observer: IntersectionObserver | null = null;
    void pageReady().then(() => {
      if (cancelled) return;
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        setStart(true);
      });
      observer.observe(node);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [ref, start]);
  return start;
}

/** Whether the tab is in front; a hidden tab's animation should not spend a frame. */
export function tabVisible(): boolean {
  return document.visibilityState !== 'hidden';
}
