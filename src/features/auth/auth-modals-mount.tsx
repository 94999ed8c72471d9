'use client';
// What every public page carries of the sign-in and registration modals: the return-address
// recorder, and a listener that loads the modals' code (forms, rules, messages) the first time a
// visitor asks for one, so pages where nobody signs in do not download it.
import { lazy, Suspense } from 'react';
import { useOverlayWanted, type OverlayKind } from '@/features/overlays/bus';
import type { AuthModalsProps } from './auth-modals';
import { ReturnAddressRecorder } from './return-address-recorder';

const AuthModals = lazy(() => import('./auth-modals').then((module) => ({ default: module.AuthModals })));

const KINDS: readonly OverlayKind[] = ['login', 'register'];

export function AuthModalsMount(props: AuthModalsProps) {
  const wanted = useOverlayWanted(KINDS);
  return (
    <>
      <ReturnAddressRecorder />
      {wanted ? (
        <Suspense fallback={null}>
          <AuthModals {...props} />
        </Suspense>
      ) : null}
    </>
  );
}
