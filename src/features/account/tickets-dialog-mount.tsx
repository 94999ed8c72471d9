'use client';
// The tickets modal's code loads the first time a visitor asks for it (the header's Contact
// entry), not with every public page.
import { lazy, Suspense, type ComponentProps } from 'react';
import { useOverlayWanted, type OverlayKind } from '@/features/overlays/bus';
import type { TicketsDialog as Dialog } from './tickets-dialog';

const TicketsDialog = lazy(() => import('./tickets-dialog').then((module) => ({ default: module.TicketsDialog })));

const KINDS: readonly OverlayKind[] = ['tickets'];

export function TicketsDialogMount(props: ComponentProps<typeof Dialog>) {
  const wanted = useOverlayWanted(KINDS);
  return wanted ? (
    <Suspense fallback={null}>
      <TicketsDialog {...props} />
    </Suspense>
  ) : null;
}
