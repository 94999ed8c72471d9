// React for the islands runtime: Preact's React layer, plus the React 19 hook it lacks that the
// visitors' islands use. `use` is only ever given a context here (no island suspends on a promise).
// Plain JavaScript: Preact's compat types are written as `export =`, which TypeScript will not re-export.
import { useContext } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

export function use(context) {
  return useContext(context);
}
