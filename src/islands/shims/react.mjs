// React for the islands runtime: Preact's React layer, plus what React 19 does that it lacks and
// the visitors' islands rely on. Plain JavaScript: Preact's compat types are written as
// `export =`, which TypeScript will not re-export.
import { options } from 'preact';
import { useContext } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** `use` is only ever given a context here (no island suspends on a promise). */
export function use(context) {
  return useContext(context);
}

// React 19 passes `ref` to function components as an ordinary prop (our components rely on it, e.g.
// <DialogContent ref={panel}>); Preact keeps it apart and would hand it the component instance.
// Class components keep Preact's behaviour; forwardRef and memo already pass it on as a prop.
const previousVnode = options.vnode;
options.vnode = (vnode) => {
  const type = vnode.type;
  if (typeof type === 'function' && vnode.ref && !(type.prototype && type.prototype.render)) {
    vnode.props.ref = vnode.ref;
    vnode.ref = null;
  }
  if (previousVnode) previousVnode(vnode);
};
