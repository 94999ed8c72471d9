import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { CATEGORIES, COMMANDS, pushRecent, shortcutText } from './commands';

describe('palette commands', () => {
  it('offers the spec\'s Create New menu in its six groups, each label translated', () => {
    for (const category of CATEGORIES) expect(COMMANDS.some((command) => command.category === category)).toBe(true);
    const labels = en.editor as Record<string, string>;
    for (const command of COMMANDS) {
      expect(labels[command.label]).toBeTruthy();
      expect(labels[command.description]).toBeTruthy();
    }
    expect(COMMANDS.filter((command) => command.category === 'products').every((command) => command.status === 'disabled')).toBe(true);
  });

  it('keeps the five most recent commands, most recent first, without repeats', () => {
    let recent: string[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'c']) recent = pushRecent(recent, id);
    expect(recent).toEqual(['c', 'f', 'e', 'd', 'b']);
  });

  it('writes shortcuts the way each keyboard does', () => {
    expect(shortcutText('S', true)).toBe('⌘⇧S');
    expect(shortcutText('S', false)).toBe('Ctrl+Shift+S');
  });
});
