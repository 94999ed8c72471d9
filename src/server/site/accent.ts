import 'server-only';
// The organisation's accent colour for the parts of a page that load it themselves (the section
// list, the auth pages and modals), read from the same cached settings as the rest of the chrome.
// What the colour becomes on screen is src/lib/accent.ts.
import { getDb } from '@/server/db/client';
import { getSiteChrome } from '@/server/site/queries';
import { log } from '@/server/log';
import { accentClasses, accentFromSettings, DEFAULT_ACCENT, type AccentColor } from '@/lib/accent';

/** The stored colour; the default theme when there is no organisation or it cannot be read. */
export async function loadSiteAccent(organizationId: string | null | undefined): Promise<AccentColor> {
  if (!organizationId) return DEFAULT_ACCENT;
  try {
    const { settings } = await getSiteChrome(await getDb(), { organizationId });
    return accentFromSettings(settings);
  } catch (err) {
    // A colour is not worth failing a page for.
    log.warn({ err, organizationId }, 'The accent colour could not be read; the default theme is used');
    return DEFAULT_ACCENT;
  }
}

/** The colour as a CSS value, for the --accent variable of the auth shell and modals. */
export async function siteAccentColor(organizationId: string | null | undefined): Promise<string> {
  return accentClasses(await loadSiteAccent(organizationId)).cssColor;
}
