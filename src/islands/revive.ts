// Turning an island's page data back into props: JSON as written by island.tsx, with every slot
// reference replaced by the server HTML of its <sw-slot>, as elements whose insides the browser
// keeps as they came (Preact never rewrites them; islands nested inside wake on their own).
import { createElement, type ReactNode } from 'react';
import { SLOT_KEY } from './names';

/** An attribute whose property is a boolean (hidden, disabled, open...) is on when present. */
function attributeProps(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    const property = (element as unknown as Record<string, unknown>)[name];
    props[name] = typeof property === 'boolean' ? true : value;
  }
  return props;
}

/** One node of a slot as something Preact can place: text, or an element with fixed insides. */
export function staticNode(node: ChildNode, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  return createElement(element.localName, { ...attributeProps(element), key, dangerouslySetInnerHTML: { __html: element.innerHTML } });
}

/** The slots directly inside an island (templates, front/islands.mjs), by key, as nodes ready to render. */
export function readSlots(island: HTMLElement): Map<string, ReactNode> {
  const slots = new Map<string, ReactNode>();
  for (const slot of Array.from(island.children)) {
    if (!(slot instanceof HTMLTemplateElement) || slot.dataset.slot === undefined) continue;
    const nodes = Array.from(slot.content.childNodes).map(staticNode).filter((node) => node !== null && node !== '');
    slots.set(slot.dataset.slot, nodes.length === 1 ? nodes[0] : nodes);
  }
  return slots;
}

const isSlotRef = (value: unknown): value is Record<typeof SLOT_KEY, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && SLOT_KEY in value && Object.keys(value).length === 1;

/** The props the server gave the component, slots included. */
export function reviveProps(data: unknown, slots: Map<string, ReactNode>): unknown {
  if (isSlotRef(data)) return slots.get(data[SLOT_KEY]) ?? null;
  if (Array.isArray(data)) return data.map((value) => reviveProps(value, slots));
  if (typeof data === 'object' && data !== null) {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, reviveProps(value, slots)]));
  }
  return data;
}
