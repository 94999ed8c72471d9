import { describe, expect, it } from 'vitest';
import { COLOR_FAMILIES, SHADES } from './tokens';
import { accentClasses, accentFromSettings, DEFAULT_ACCENT, deeperShade, readableShade, readAccent } from './accent';

describe('the accent colour', () => {
  it('reads the stored family and shade, each falling back on its own', () => {
    expect(readAccent('blue', '800')).toEqual({ family: 'blue', shade: '800' });
    expect(readAccent('chartreuse', '800')).toEqual({ family: 'sky', shade: '800' });
    expect(readAccent('blue', '650')).toEqual({ family: 'blue', shade: '600' });
    expect(readAccent(null, null)).toEqual(DEFAULT_ACCENT);
    expect(accentFromSettings(null)).toEqual(DEFAULT_ACCENT);
    expect(accentFromSettings({ primaryColor: 'rose', primaryShade: '900' })).toEqual({ family: 'rose', shade: '900' });
  });

  it('never goes lighter than shade 700 and keeps every deeper shade, 950 included', () => {
    expect(readableShade('50')).toBe('700');
    expect(readableShade('600')).toBe('700');
    expect(readableShade('800')).toBe('800');
    expect(readableShade('950')).toBe('950');
    expect(deeperShade('700')).toBe('800');
    expect(deeperShade('950')).toBe('950');
  });

  it('gives the same classes to the header, the sections and the posts', () => {
    const emerald = accentClasses(readAccent('emerald', '600'));
    expect(emerald).toMatchObject({
      text: 'text-emerald-700',
      hoverText: 'hover:text-emerald-800',
      bg: 'bg-emerald-700',
      hoverBg: 'hover:bg-emerald-800',
      border: 'border-emerald-700',
      softBg: 'bg-emerald-50',
      soft: 'bg-emerald-50 text-emerald-800',
      button: 'bg-emerald-700 text-white hover:bg-emerald-800',
      cssColor: 'var(--color-emerald-700)',
    });
    expect(accentClasses(readAccent('blue', '950'))).toMatchObject({ text: 'text-blue-950', hoverText: 'hover:text-blue-950', soft: 'bg-blue-50 text-blue-950' });
  });

  it('turns light on a dark surface', () => {
    const onDark = accentClasses({ family: 'blue', shade: '800' }, 'dark');
    expect(onDark.text).toBe('text-blue-300');
    expect(onDark.button).toBe('bg-white text-gray-900 hover:bg-gray-100');
  });

  it('only ever names classes of the closed token lists', () => {
    const safe = new RegExp(`^(?:hover:)?(?:bg|text|border)-(?:${COLOR_FAMILIES.join('|')})-(?:${SHADES.join('|')})$|^(?:hover:)?(?:bg|text)-(?:white|gray-\\d+)$`);
    for (const family of [...COLOR_FAMILIES, 'url(x)']) {
      for (const shade of [...SHADES, '"><script>']) {
        const { cssColor, ...classes } = accentClasses(readAccent(family, shade));
        expect(cssColor).toMatch(/^var\(--color-[a-z]+-\d+\)$/);
        for (const name of Object.values(classes).flatMap((value) => value.split(' '))) expect(name).toMatch(safe);
      }
    }
  });
});
