// GET /api/editor/labels?locale=de: the editing layer's labels and the section labels its live
// previews need (sections and the hero), in one language, with the organisation's accent colour
// (a CSS colour, as the public page's modals get it) and its languages, the default first (the
// editors edit the text of each); for the organisation's staff only, who load the editor.
import { z } from 'zod';
import { route } from '@/server/http/route';
import { areaLabels } from '@/lib/i18n/messages';
import { sectionLabels } from '@/lib/i18n/section-labels-server';
import { LOCALES } from '@/lib/i18n/locales';
import { loadSiteAccent } from '@/server/site/accent';
import { accentClasses } from '@/lib/accent';
import { heroLabels } from '@/features/hero/hero-labels-server';
import { EDITOR_TEMPLATES, type EditorSetup } from '@/lib/i18n/editor-labels';
import { can } from '@/lib/permissions';

const query = z.object({ locale: z.enum(LOCALES) });

export const GET = route({ access: can('sections.write'), query }, async ({ tenant, query: { locale } }) => {
  const siteAccent = await loadSiteAccent(tenant.id);
  const body: EditorSetup = {
    editor: areaLabels('editor', locale, EDITOR_TEMPLATES),
    sections: sectionLabels(locale),
    hero: heroLabels(locale),
    siteAccent,
    accent: accentClasses(siteAccent).cssColor,
    languages: [tenant.defaultLocale, ...tenant.locales.filter((code) => code !== tenant.defaultLocale)],
    defaultLocale: tenant.defaultLocale,
  };
  return Response.json(body, { headers: { 'Cache-Control': 'private, max-age=300' } });
});
