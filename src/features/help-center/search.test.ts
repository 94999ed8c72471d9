import { describe, expect, it } from 'vitest';
import { countArticles, filterGroups, type HelpGroup } from './search';

const groups: HelpGroup[] = [
  {
    id: 'a',
    title: 'Getting started',
    articles: [
      { id: '1', title: 'Connect a repository', description: 'GitHub or GitLab', href: '/1' },
      { id: '2', title: 'Custom domain', description: 'Añadir un dominio con TLS', href: '/2' },
    ],
  },
  { id: 'b', title: 'Observability', articles: [{ id: '3', title: 'OpenTelemetry', description: 'Traces and logs', href: '/3' }] },
];

describe('filterGroups', () => {
  it('keeps everything for an empty query', () => {
    expect(filterGroups(groups, '  ')).toBe(groups);
  });
  it('needs every word in the title or description, ignoring case and accents, and drops empty groups', () => {
    const found = filterGroups(groups, 'anadir TLS');
    expect(found.map((g) => g.id)).toEqual(['a']);
    expect(found[0].articles.map((a) => a.id)).toEqual(['2']);
    expect(filterGroups(groups, 'traces github')).toEqual([]);
  });
  it('counts the articles shown', () => {
    expect(countArticles(groups)).toBe(3);
    expect(countArticles(filterGroups(groups, 'git'))).toBe(1);
  });
});
