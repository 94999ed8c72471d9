// GET /api/editor/section-extras?kind=plans: the data a section type shows beyond its cards
// (articles, pricing plans, FAQs, help-centre groups), for an editor's live preview; staff only.
import { z } from 'zod';
import { route } from '@/server/http/route';
import { loadSectionExtras } from '@/server/sections/section-extras';
import { can } from '@/lib/permissions';

const query = z.object({ kind: z.enum(['articles', 'plans', 'faqs', 'help']) });

export const GET = route({ access: can('sections.write'), query }, async ({ tenant, query: { kind } }) => {
  const extras = await loadSectionExtras(kind, tenant.id);
  return Response.json(extras, { headers: { 'Cache-Control': 'private, no-store' } });
});
