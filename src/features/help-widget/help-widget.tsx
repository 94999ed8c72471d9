// The help widget's mount in the site layout: the launcher island with its labels in the page's
// language and the site's accent colour. Nothing here depends on who is visiting, so the page HTML
// stays the same for everyone; the panel and its data load in the browser on first open.
import { areaLabels } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { HelpLauncher as HelpLauncherComponent } from './help-launcher';
import { WIDGET_TEMPLATES } from './labels';
import { island } from '@/islands/island';

const HelpLauncher = island('help-launcher', HelpLauncherComponent);

export function HelpWidget({ locale, accentColor }: { locale: Locale; accentColor: string }) {
  return <HelpLauncher labels={areaLabels('widget', locale, WIDGET_TEMPLATES)} locale={locale} accentColor={accentColor} />;
}
