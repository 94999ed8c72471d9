// next/dynamic for the islands runtime: the module loads when the component first renders, with the
// loading placeholder meanwhile (every use on the public site is client-only, as ssr: false says).
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };
type Options = { loading?: () => ReactNode; ssr?: boolean };

export default function dynamic<P extends object>(load: () => Promise<Loaded<P>>, options: Options = {}): ComponentType<P> {
  const Lazy = lazy(async () => {
    const loaded = await load();
    return { default: 'default' in loaded ? loaded.default : loaded };
  });
  return function Dynamic(props: P) {
    return createElement(Suspense, { fallback: options.loading ? options.loading() : null }, createElement(Lazy as ComponentType<P>, props));
  };
}
