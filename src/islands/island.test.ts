// What an island writes into the page for the browser: JSON-safe props with elements set aside as
// slots, and JSON that cannot end the <script> it sits in.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { scriptJson, splitProps } from './island';

describe('splitProps', () => {
  it('keeps data as it is', () => {
    const props = { label: 'Basket', count: 2, items: [{ id: 'a', children: [] }], open: false, none: null };
    const { data, slots } = splitProps(props);
    expect(data).toEqual(props);
    expect(slots.size).toBe(0);
  });

  it('sets aside elements wherever they are, and names them', () => {
    const icon = createElement('svg', { viewBox: '0 0 1 1' });
    const child = createElement('p', null, 'Hi');
    const { data, slots } = splitProps({ icons: { home: icon }, children: [child, 'text'] });
    expect(data).toEqual({ icons: { home: { $slot: 's0' } }, children: [{ $slot: 's1' }, 'text'] });
    expect([...slots.values()]).toEqual([icon, child]);
  });
});

describe('scriptJson', () => {
  it('cannot close its script element or open a comment', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script><!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });

  it('escapes the line separators JavaScript once treated as line ends', () => {
    expect(scriptJson('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
  });
});
