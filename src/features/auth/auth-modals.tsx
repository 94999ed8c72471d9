'use client';
// The header's sign-in and registration modals. The header's guest icon opens sign-in; each modal
// switches to the other after 300 ms (spec §4), and opening sign-in remembers the page it was
// opened on unless its path contains /login. Loaded on demand by auth-modals-mount.tsx.
import { useEffect, useState } from 'react';
import { openOverlay, useOverlay, type OverlayKind } from '@/features/overlays/bus';
import { recordLoginOrigin } from '@/lib/auth/return-address';
import type { Locale } from '@/lib/i18n/locales';
import type { AuthLabels } from './auth-client';
import { AuthDialog, CLOSED } from './auth-dialog';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export const MODAL_SWITCH_MS = 300;

const KINDS: readonly OverlayKind[] = ['login', 'register'];

export type AuthModalsProps = { labels: AuthLabels; locale: Locale; defaultLocale: Locale; accentColor: string };

export function AuthModals({ labels, locale, defaultLocale, accentColor }: AuthModalsProps) {
  const [kind, open] = useOverlay(KINDS);
  const [fading, setFading] = useState(false);

  useEffect(() => {
    if (kind === 'login') recordLoginOrigin(`${window.location.pathname}${window.location.search}`);
  }, [kind]);

  function switchTo(next: OverlayKind) {
    setFading(true);
    window.setTimeout(() => {
      setFading(false);
      open(next);
    }, MODAL_SWITCH_MS);
  }

  const shared = { labels, locale, defaultLocale };
  const register = kind === 'register';
  return (
    <AuthDialog
      open={kind !== null}
      view={kind ?? CLOSED}
      title={register ? labels.registerTitle : labels.signInTitle}
      subtitle={register ? labels.registerSubtitle : labels.signInSubtitle}
      closeLabel={labels.close}
      accentColor={accentColor}
      fading={fading}
      onClose={() => openOverlay(null)}
    >
      {register ? <RegisterForm key="register" {...shared} onSwitch={() => switchTo('login')} /> : <LoginForm key="login" {...shared} onSwitch={() => switchTo('register')} />}
    </AuthDialog>
  );
}
