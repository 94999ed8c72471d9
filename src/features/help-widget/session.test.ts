import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '@/schemas/help-widget';
import { mergeMessages } from './use-help-session';
import { matchArticles } from './views/knowledge-view';

const message = (id: string, body = id): ConversationMessage => ({ id, author: 'staff', body, created_at: '2026-03-02T09:00:00Z' });

describe('new messages of a conversation', () => {
  it('adds only the messages not yet shown, in order', () => {
    const shown = [message('a'), message('b')];
    expect(mergeMessages(shown, [message('b'), message('c'), message('d')]).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the same list when a poll brings nothing new (no re-render)', () => {
    const shown = [message('a')];
    expect(mergeMessages(shown, [message('a')])).toBe(shown);
    expect(mergeMessages(shown, [])).toBe(shown);
  });
});

describe('the articles search', () => {
  const articles = [
    { id: '1', title: 'Connecting a custom domain', excerpt: 'Automatic TLS for your project', href: '/docs/domains' },
    { id: '2', title: 'Getting started', excerpt: 'From an empty account to a live deploy', href: '/docs/start' },
    { id: '3', title: 'Über Domänen', excerpt: 'Eigene Adresse', href: '/de/docs/domaenen' },
  ];

  it('keeps the articles holding every word, in any case and without accents', () => {
    expect(matchArticles(articles, 'DOMAIN tls').map((a) => a.id)).toEqual(['1']);
    expect(matchArticles(articles, 'uber').map((a) => a.id)).toEqual(['3']);
    expect(matchArticles(articles, 'deploy nothing')).toEqual([]);
  });

  it('shows every article for an empty search', () => {
    expect(matchArticles(articles, '   ')).toBe(articles);
  });
});
