// The page layout manager's working copy: the page's sections as keys (`kind:id`) in their order,
// and what it takes to send it (editing-layer spec §7: every section with its order, in steps of 10).
import { layoutOrderAt, type LayoutKind, type PageLayoutSection, type PageLayoutView } from '@/schemas/page-layout';

export type LayoutDraft = { order: string[] };

export const keyOf = (section: Pick<PageLayoutSection, 'type' | 'id'>) => `${section.type}:${section.id}`;

export function draftFromLayout(view: PageLayoutView): LayoutDraft {
  return { order: view.sections.map(keyOf) };
}

/**
 * The order to send, on the page as the server last had it: a section someone else removed
 * meanwhile is left out, one they added keeps its place after the others.
 */
export function reconcile(order: readonly string[], onServer: readonly string[]): string[] {
  const present = new Set(onServer);
  const kept = order.filter((key) => present.has(key));
  const listed = new Set(kept);
  return [...kept, ...onServer.filter((key) => !listed.has(key))];
}

export function layoutPayload(order: readonly string[]) {
  return order.map((key, position) => {
    const [type, id] = key.split(':') as [LayoutKind, string];
    return { id, type, order: layoutOrderAt(position) };
  });
}

/** How many sections of each kind the page has. */
export function countKinds(sections: readonly Pick<PageLayoutSection, 'type'>[]): Record<LayoutKind, number> {
  const counts: Record<LayoutKind, number> = { hero: 0, template_section: 0, heading_section: 0 };
  for (const section of sections) counts[section.type] += 1;
  return counts;
}
