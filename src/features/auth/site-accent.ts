import 'server-only';
// The organisation's primary colour as a CSS value for the auth shell and modals (the --accent
// variable their classes use), from the same settings the rest of the chrome reads.
import { getDb } from '@/server/db/client';
import { getSiteChrome } from '@/server/site/queries';
import { accentClasses } from '@/features/posts/accent';

export async function siteAccentColor(organizationId: string): Promise<string> {
  const { settings } = await getSiteChrome(await getDb(), { organizationId });
  return accentClasses(settings).cssColor;
}
