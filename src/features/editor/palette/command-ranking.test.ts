import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';
import ja from '@/messages/ja.json';
import pl from '@/messages/pl.json';
import pt from '@/messages/pt.json';
import ru from '@/messages/ru.json';
import zh from '@/messages/zh.json';
import { commandScore, normalizeSearch, orderGroups, paletteFilter, paletteKeywords } from './command-ranking';
import { CATEGORIES, COMMANDS, type Command } from './commands';

type Labels = Record<string, string>;
const MESSAGES: Record<string, { editor: unknown }> = { de, en, es, fr, it: it_, ja, pl, pt, ru, zh };

/**
 * What the palette selects after typing `search`: its groups in the order orderGroups gives, the
 * entries of each scored through the palette's filter and sorted by cmdk (stably, hiding zeros),
 * then the first entry that is not disabled.
 */
function selected(search: string, labels: Labels): Command | undefined {
  const groups = CATEGORIES.map((category) => {
    const commands = COMMANDS.filter((command) => command.category === category);
    return { commands, entries: commands.map((command) => ({ label: labels[command.label], keywords: command.keywords })) };
  });
  for (const group of orderGroups(search, groups)) {
    const shown = group.commands
      .map((command) => ({ command, score: paletteFilter(command.id, search, paletteKeywords(labels[command.label], command.keywords)) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score);
    const first = shown.find((entry) => entry.command.status !== 'disabled');
    if (first) return first.command;
  }
  return undefined;
}

const english = en.editor as Labels;

describe('palette ranking', () => {
  it('selects Banner for "Banner", though "banner" is a keyword of Hero Section', () => {
    expect(selected('Banner', english)?.id).toBe('banner');
    expect(selected('banner', english)?.id).toBe('banner');
    expect(selected('  BANNER ', english)?.id).toBe('banner');
    expect(selected('Ban', english)?.id).toBe('banner');
  });

  it('ranks the label before the keywords, and the exact label before a longer one', () => {
    expect(commandScore('banner', 'Banner', ['announcement'])).toBeGreaterThan(commandScore('banner', 'Hero Section', ['banner', 'top']));
    expect(selected('Section', english)?.id).toBe('section');
    expect(selected('heading', english)?.id).toBe('heading-section');
    expect(selected('hero', english)?.id).toBe('hero-section');
    expect(selected('site map', english)?.id).toBe('site-map');
    expect(selected('settings', english)?.id).toBe('global-settings');
    // A keyword still finds its command when no label matches.
    expect(selected('headline', english)?.id).toBe('heading-section');
    expect(selected('top', english)?.id).toBe('hero-section');
  });

  it('orders the tiers: exact, start, word start, all words, inside; then keywords; then loose letters', () => {
    const label = 'Global Settings';
    const scores = [
      commandScore('global settings', label),
      commandScore('glob', label),
      commandScore('sett', label),
      commandScore('set glob', label),
      commandScore('ttings', label),
      commandScore('font', label, ['font']),
      commandScore('fo', label, ['font']),
      commandScore('ont', label, ['font']),
      commandScore('gls', label),
      commandScore('fnt', label, ['font']),
    ];
    expect(scores.every((score) => score > 0)).toBe(true);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(new Set(scores).size).toBe(scores.length);
    expect(commandScore('zzzz', label, ['font'])).toBe(0);
    expect(commandScore('', label)).toBe(1);
  });

  it('puts the group holding the best match first, and leaves the groups in place without a query', () => {
    const groups = [{ name: 'content', entries: [{ label: 'Hero Section', keywords: ['banner'] }] }, { name: 'interactive', entries: [{ label: 'Banner' }] }, { name: 'general', entries: [{ label: 'Site Map' }] }];
    expect(orderGroups('banner', groups).map((group) => group.name)).toEqual(['interactive', 'content', 'general']);
    expect(orderGroups('', groups).map((group) => group.name)).toEqual(['content', 'interactive', 'general']);
  });

  it('ignores case, accents and extra spaces', () => {
    expect(normalizeSearch('  Résumé   Étape ')).toBe('resume etape');
    expect(commandScore('resume', 'Résumé')).toBe(1);
  });

  it.each(Object.keys(MESSAGES))('in %s, typing a command\'s label selects that command', (locale) => {
    const labels = MESSAGES[locale].editor as Labels;
    for (const command of COMMANDS.filter((entry) => entry.status !== 'disabled')) {
      expect(selected(labels[command.label], labels)?.id, `${locale}: ${labels[command.label]}`).toBe(command.id);
    }
  });
});
