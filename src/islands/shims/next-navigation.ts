// next/navigation for the islands runtime: without Next.js's router in the page, the address bar is
// the router. A refresh reloads the page (its HTML is the shared cached copy, so this is cheap).
export function usePathname(): string {
  return window.location.pathname;
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

const router = {
  push: (href: string) => window.location.assign(href),
  replace: (href: string) => window.location.replace(href),
  refresh: () => window.location.reload(),
  back: () => window.history.back(),
  forward: () => window.history.forward(),
  prefetch: () => undefined,
};

export function useRouter() {
  return router;
}
