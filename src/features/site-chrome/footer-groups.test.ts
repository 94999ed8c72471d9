import { describe, expect, it } from 'vitest';
import { compactLinks, footerGroups } from './footer-groups';
import type { NavItem } from './menu';

const link = (id: string) => ({ id, label: id, href: `/${id}`, description: '', image: null });
const item = (id: string, children = 0): NavItem => ({
  ...link(id),
  icon: 'map',
  isText: true,
  children: Array.from({ length: children }, (_, i) => link(`${id}-${i}`)),
});

describe('footer groups', () => {
  it('puts plain entries in one quick-links column first and gives each entry with sub-items its own', () => {
    const groups = footerGroups([item('home'), item('services', 3), item('contact')], 'Quick links');
    expect(groups.map((g) => [g.heading, g.links.length])).toEqual([
      ['Quick links', 2],
      ['services', 3],
    ]);
    expect(groups[0].href).toBeNull();
    expect(groups[1].href).toBe('/services');
  });

  it('keeps at most 8 links a group', () => {
    const many = Array.from({ length: 11 }, (_, i) => item(`p${i}`));
    expect(footerGroups(many, 'Quick links')[0].links).toHaveLength(8);
    expect(footerGroups([item('big', 12)], 'Quick links')[0].links).toHaveLength(8);
  });

  it('shows the first 6 entries in the compact footer', () => {
    const many = Array.from({ length: 9 }, (_, i) => item(`p${i}`));
    expect(compactLinks(many).map((l) => l.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
  });
});
