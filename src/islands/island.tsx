// The server side of an island: wraps a client component rendered by a server component so that an
// anonymous visitor's page, served without React's client runtime, can wake it on its own.
//
// On an anonymous request (the custom server says so in a header), <sw-island data-island="name"
// data-props="{json}"> holds the component's server HTML. Props that are server-rendered elements
// (children, icons) cannot travel as JSON: each is rendered once more into an <sw-slot>, which the
// server turns into an inert <template>, and the JSON names it. The browser's islands runtime
// (runtime.tsx) reads both and renders the component with Preact. Signed-in requests get the plain
// component, for React to hydrate as before.
import * as React from 'react';
import { Fragment, isValidElement, type ComponentType, type ReactNode } from 'react';
import { SLOT_KEY, type IslandName, type ProviderName } from './names';

/** True when rendering the anonymous visitors' copy (audience.ts registers the check on the server). */
const forTheAnonymousCopy = (): Promise<boolean> => globalThis.sitewrightIslandsAudience?.() ?? Promise.resolve(false);

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX's own namespace is how custom elements are typed
  namespace JSX {
    interface IntrinsicElements {
      'sw-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
      'sw-slot': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The props as JSON-safe data, every element among them replaced by a reference to its slot. */
export function splitProps(props: object): { data: unknown; slots: Map<string, ReactNode> } {
  const slots = new Map<string, ReactNode>();
  const walk = (value: unknown): unknown => {
    if (isValidElement(value)) {
      const key = `s${slots.size}`;
      slots.set(key, value);
      return { [SLOT_KEY]: key };
    }
    if (Array.isArray(value)) return value.map(walk);
    if (isPlain(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return { data: walk(props), slots };
}

/**
 * True where server components render: React's server build has no state hooks. The sections and
 * the hero are also drawn by the editors' live previews in the browser; there they stay plain
 * components, with no markers and no hidden copies.
 */
const SERVER_COMPONENTS = typeof (React as unknown as Record<string, unknown>).useState !== 'function';

/** A server component rendering `Component` as an island named `name`. */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  if (!SERVER_COMPONENTS) return Component;
  async function Island(props: P) {
    // Only the anonymous visitors' copy wakes islands; signed-in people get React's page as it was.
    if (!(await forTheAnonymousCopy())) return <Component {...props} />;
    const { data, slots } = splitProps(props);
    return (
      <sw-island data-island={name} data-props={JSON.stringify(data)}>
        {[...slots].map(([key, node]) => (
          <sw-slot key={key} data-slot={key} hidden>
            {node}
          </sw-slot>
        ))}
        <Component {...props} />
      </sw-island>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island as unknown as ComponentType<P>;
}

/**
 * A provider around the page: for React it wraps the page as before; for the islands runtime its
 * props are written into the page, and the runtime wraps every island in the same provider.
 */
export function islandProvider<P extends { children?: ReactNode }>(name: ProviderName, Provider: ComponentType<P>): ComponentType<P> {
  if (!SERVER_COMPONENTS) return Provider;
  function IslandProvider(props: P) {
    const { children, ...rest } = props;
    return (
      <Fragment>
        <script type="application/json" data-sw-provider={name} dangerouslySetInnerHTML={{ __html: scriptJson(rest) }} />
        <Provider {...props}>{children}</Provider>
      </Fragment>
    );
  }
  IslandProvider.displayName = `IslandProvider(${name})`;
  return IslandProvider;
}

/** JSON that cannot close its <script> or open a comment inside it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
