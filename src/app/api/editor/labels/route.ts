// GET /api/editor/labels?locale=de: the editing layer's labels and the section labels its live
// previews need (sections and the hero), in one language, with the organisation's accent colour
// (a CSS colour, as the public page's modals get it) and its languages, the default first (the
// editors edit the text of each), the organisation's id and whether this person may change its
// settings, and the site header's and footer's words for their editors' previews; for the
// organisation's staff only, who load the editor.
import { z } from 'zod';
import { route } from '@/server/http/route';
import { areaLabels } from '@/lib/i18n/messages';
import { sectionLabels } from '@/lib/i18n/section-labels-server';
import { LOCALES } from '@/lib/i18n/locales';
import { loadSiteAccent } from '@/server/site/accent';
import { accentClasses } from '@/lib/accent';
import { heroLabels } from '@/features/hero/hero-labels-server';
import { EDITOR_TEMPLATES, type EditorSetup } from '@/lib/i18n/editor-labels';
import { allows, can } from '@/lib/permissions';
import { getSiteChrome } from '@/server/site/queries';
import { footerStyleView, headerStyleView } from '@/server/organizations/settings';
import { translate } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/messages';
import { headerLabels } from '@/features/site-chrome/site-header';
import { footerLabels } from '@/features/site-chrome/site-footer';

const query = z.object({ locale: z.enum(LOCALES) });

export const GET = route({ access: can('sections.write'), query }, async ({ db, tenant, role, query: { locale } }) => {
  const t = getTranslator(locale);
  const { settings } = await getSiteChrome(db, { organizationId: tenant.id });
  const siteAccent = await loadSiteAccent(tenant.id);
  const body: EditorSetup = {
    editor: areaLabels('editor', locale, EDITOR_TEMPLATES),
    sections: sectionLabels(locale),
    hero: heroLabels(locale),
    siteAccent,
    accent: accentClasses(siteAccent).cssColor,
    languages: [tenant.defaultLocale, ...tenant.locales.filter((code) => code !== tenant.defaultLocale)],
    defaultLocale: tenant.defaultLocale,
    organizationId: tenant.id,
    mayEditSettings: allows(role, 'settings.write'),
    // The header's and footer's own words, for their editors' live previews; the copyright names the site.
    chrome: { header: headerLabels(t, locale), footer: footerLabels(t, locale, settings?.site || tenant.name) },
    site: {
      name: settings?.site || tenant.name,
      logo: settings?.image ?? null,
      description: translate(settings?.siteDescription, settings?.siteDescriptionTranslation, locale),
      withLanguageSwitch: settings?.withLanguageSwitch ?? false,
      headerStyle: headerStyleView(settings?.headerStyle),
      footerStyle: footerStyleView(settings?.footerStyle),
    },
  };
  return Response.json(body, { headers: { 'Cache-Control': 'private, max-age=300' } });
});
