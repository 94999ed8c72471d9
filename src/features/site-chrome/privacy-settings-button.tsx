'use client';
// Opens the cookie privacy settings dialog, which listens for this window event.
export const OPEN_PRIVACY_SETTINGS_EVENT = 'sitewright:open-privacy-settings';

export function PrivacySettingsButton({ label, className }: { label: string; className: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new CustomEvent(OPEN_PRIVACY_SETTINGS_EVENT))}>
      {label}
    </button>
  );
}
