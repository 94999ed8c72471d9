import 'server-only';
// Every kind of record whose history can be read and restored, by the name the API uses
// (`GET /api/revisions?entity=section&id=…`). A new kind (post, page, menu, layout, settings, a settings tab) is one
// entry here, described by its own area as a HistoryEntity (./entity.ts).
import { ApiError } from '@/server/http/api';
import { postHistory } from '@/server/content/post-history';
import { menuItemHistory, submenuItemHistory } from '@/server/menus/menu-history';
import { heroHistory } from '@/server/hero/history';
import { settingsHistory } from '@/server/organizations/settings-history';
import { footerStyleHistory, headerStyleHistory } from '@/server/organizations/style-history';
import { bannersHistory, cookiesHistory, faqsHistory, featuresHistory, meetingTypesHistory, productsHistory } from '@/server/organizations/record-history';
import { headingHistory, metricHistory, sectionHistory } from '@/server/sections/history';
import { layoutHistory } from '@/server/sections/layout-history';
import { REVISION_MESSAGES } from '@/schemas/revision';
import type { HistoryEntity } from './entity';

export const HISTORY_ENTITIES = {
  section: sectionHistory,
  heading: headingHistory,
  hero: heroHistory,
  metric: metricHistory,
  post: postHistory,
  'menu-item': menuItemHistory,
  'submenu-item': submenuItemHistory,
  settings: settingsHistory,
  'header-style': headerStyleHistory,
  'footer-style': footerStyleHistory,
  'settings-faqs': faqsHistory,
  'settings-features': featuresHistory,
  'settings-banners': bannersHistory,
  'settings-products': productsHistory,
  'settings-cookies': cookiesHistory,
  'settings-meeting-types': meetingTypesHistory,
  // Named by the `history_id` GET /api/page-layout answers (decision 067).
  layout: layoutHistory,
} as const satisfies Record<string, HistoryEntity>;

export type HistoryEntityName = keyof typeof HISTORY_ENTITIES;

const NAMES = Object.keys(HISTORY_ENTITIES) as HistoryEntityName[];

/** The entry for an API name; an unknown name is the caller's mistake (400). */
export function historyEntity(name: string): { name: HistoryEntityName; entity: HistoryEntity } {
  if (!(NAMES as string[]).includes(name)) throw new ApiError(400, REVISION_MESSAGES.entityUnknown, { entity: [`One of: ${NAMES.join(', ')}`] });
  return { name: name as HistoryEntityName, entity: HISTORY_ENTITIES[name as HistoryEntityName] };
}

/** The entry for the `entity_type` a revision was stored under; null for a kind with no history API. */
export function historyEntityOfType(type: string): { name: HistoryEntityName; entity: HistoryEntity } | null {
  const name = NAMES.find((candidate) => HISTORY_ENTITIES[candidate].type === type);
  return name ? { name, entity: HISTORY_ENTITIES[name] } : null;
}
