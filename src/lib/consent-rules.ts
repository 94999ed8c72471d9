// The cookie consent selection rules (public spec §4), pure so that the server's ledger, the cookie
// policy page and the visitor's notice and dialog all apply the same ones: Accept all takes every
// active service, Reject all only those of the category named 'essential' (any case), Save
// settings keeps what was chosen plus the essential ones, which are locked on.

/** The essential category (its name, case-insensitively) cannot be switched off. */
export function isEssentialCategory(category: { name: string }): boolean {
  return category.name.trim().toLowerCase() === 'essential';
}

export type RuleService = { id: string; active?: boolean };
/**
 * A category as the rules read it. `essential` is the server's verdict on the stored (English)
 * name; the visitor's API answer carries it because the name it shows may be translated.
 */
export type RuleCategory = { name: string; essential?: boolean; cookie_service: readonly RuleService[] };

const isLocked = (category: RuleCategory) => category.essential ?? isEssentialCategory(category);
const activeIds = (category: RuleCategory) => category.cookie_service.filter((s) => s.active !== false).map((s) => s.id);

/** Accept all: every active service of every category. */
export function acceptAllServices(categories: readonly RuleCategory[]): string[] {
  return [...new Set(categories.flatMap(activeIds))];
}

/** Reject all: only the active services of the essential category. */
export function rejectAllServices(categories: readonly RuleCategory[]): string[] {
  return [...new Set(categories.filter(isLocked).flatMap(activeIds))];
}

/** Save settings: the chosen services that still exist, with the essential ones always added. */
export function saveSettingsServices(categories: readonly RuleCategory[], chosen: Iterable<string>): string[] {
  const offered = new Set(acceptAllServices(categories));
  const picked = [...chosen].filter((id) => offered.has(id));
  return [...new Set([...rejectAllServices(categories), ...picked])];
}

/** Whether a service's switch is locked on (it belongs to the essential category). */
export function isLockedService(categories: readonly RuleCategory[], serviceId: string): boolean {
  return rejectAllServices(categories).includes(serviceId);
}

/** A category's switch: on when all its active services are chosen (essential always on). */
export function categoryChosen(category: RuleCategory, chosen: ReadonlySet<string>): boolean {
  if (isLocked(category)) return true;
  const ids = activeIds(category);
  return ids.length > 0 && ids.every((id) => chosen.has(id));
}

/** Turns a whole category on or off in a choice (an essential category stays on). */
export function toggleCategory(category: RuleCategory, chosen: ReadonlySet<string>, on: boolean): Set<string> {
  const next = new Set(chosen);
  if (isLocked(category)) return next;
  for (const id of activeIds(category)) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The essential-locked categories are on whatever a stored choice says. */
export function withEssential(categories: readonly RuleCategory[], chosen: Iterable<string>): Set<string> {
  return new Set(saveSettingsServices(categories, chosen));
}
