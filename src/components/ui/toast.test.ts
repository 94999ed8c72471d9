// The toast hook fails loudly outside its provider (spec: state used outside its provider raises
// an error saying so), and inside it hands out a working toast function without loading sonner.
import { createElement, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useOptionalToast, useToast, type ToastApi } from './toast';

function probe(read: () => ToastApi | null, seen: (api: ToastApi | null) => void) {
  return function Probe() {
    seen(read());
    return null;
  };
}

// createElement's typing wants children among the props; they are passed as its third argument.
const providerProps = { closeLabel: 'Close', regionLabel: 'Notifications' } as ComponentProps<typeof ToastProvider>;

describe('useToast', () => {
  it('throws outside a ToastProvider', () => {
    const Probe = probe(useToast, () => {});
    expect(() => renderToString(createElement(Probe))).toThrow(new Error('useToast must be used within a ToastProvider'));
  });

  it('gives a toast function inside a ToastProvider, with nothing of the toaster rendered before a toast', () => {
    let api: ToastApi | null = null;
    const Probe = probe(useToast, (value) => {
      api = value;
    });
    const html = renderToString(createElement(ToastProvider, providerProps, createElement(Probe)));
    expect(html).toBe('');
    expect(typeof api!.toast).toBe('function');
    expect(api!.toast({ type: 'success', message: 'Saved' })).toMatch(/^toast-\d+$/);
    expect(api!.toast({ id: 'mine', type: 'info', message: 'Hello' })).toBe('mine');
  });

  it('has an optional form that reads null outside a provider', () => {
    let api: ToastApi | null | undefined;
    const Probe = probe(useOptionalToast, (value) => {
      api = value;
    });
    renderToString(createElement(Probe));
    expect(api).toBeNull();
  });
});
