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

// Preact runs effects after the next animation frame; React runs them from a message-channel task.
// Effects are how islands start listening (a consent timer, a scroll watcher, the overlays' bus), so
// here they run as React's do: they do not wait for a frame a background tab never paints, and a
// page whose timers are held (a test's clock) still comes alive.
const effects = [];
const channel = new MessageChannel();
channel.port1.onmessage = () => effects.splice(0).forEach((run) => run());
options.requestAnimationFrame = (run) => {
  effects.push(run);
  if (effects.length === 1) channel.port2.postMessage(null);
};
