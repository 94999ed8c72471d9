import 'server-only';
// What a page hands its section list besides the sections themselves: the site's accent colour and
// a reader of the extras some section types show (pricing plans, reviews, articles). The features
// draw; reading the database stays here (tests/integration/layers.test.ts).
import { loadSiteAccent } from '@/server/site/accent';
import type { AccentColor } from '@/lib/accent';
import { loadSectionExtras, type ExtraKind, type SectionExtras } from './section-extras';

export type SectionListSupport = { accent: AccentColor; loadExtras: (kind: ExtraKind) => Promise<SectionExtras> };

export async function sectionListSupport(organizationId: string): Promise<SectionListSupport> {
  return { accent: await loadSiteAccent(organizationId), loadExtras: (kind) => loadSectionExtras(kind, organizationId) };
}
