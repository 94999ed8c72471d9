import { describe, expect, it } from 'vitest';
import { cell, figuresOf, isRegression, lighthouseLines, median, medianFigures, regressions } from './bench-lighthouse-report.mjs';

const bytes = (total, script = 30_000) => ({ document: 20_000, script, stylesheet: 10_000, font: 40_000, image: 0, other: total - 100_000 - (script - 30_000), total });
const figures = (score, total, lcp = 1500, script = 30_000) => ({ score, fcp: 900, lcp, tbt: 40, cls: 0.002, si: 1100, bootup: 120, bytes: bytes(total, script) });

describe('median', () => {
  it('takes the middle run, or the mean of the two middle ones, whatever the order', () => {
    expect(median([1400, 900, 2600])).toBe(1400);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('takes each figure of three runs on its own', () => {
    const middle = medianFigures([figures(90, 150_000, 2000), figures(98, 140_000, 1200.4), figures(95, 145_000, 1600.6)]);
    expect(middle.score).toBe(95);
    expect(middle.lcp).toBe(1601);
    expect(middle.bytes.total).toBe(145_000);
  });
});

describe('a Lighthouse report', () => {
  it('gives the score in points, and counts media as "other" so the types add up to the total', () => {
    const lhr = {
      categories: { performance: { score: 0.97 } },
      audits: {
        'largest-contentful-paint': { numericValue: 1234.5 },
        'resource-summary': {
          details: {
            items: [
              { resourceType: 'total', transferSize: 1000 },
              { resourceType: 'script', transferSize: 600 },
              { resourceType: 'other', transferSize: 100 },
              { resourceType: 'media', transferSize: 300 },
              { resourceType: 'third-party', transferSize: 0 },
            ],
          },
        },
      },
    };
    const result = figuresOf(lhr);
    expect(result.score).toBe(97);
    expect(result.lcp).toBe(1234.5);
    expect(result.tbt).toBeNull();
    expect(result.bytes).toMatchObject({ total: 1000, script: 600, other: 400, document: 0 });
  });
});

describe('before and after', () => {
  it('shows the figure alone on a first run and "before → now" after', () => {
    expect(cell('lcp', 1534)).toBe('1.53 s');
    expect(cell('lcp', 1534, 2010)).toBe('2.01 s → 1.53 s');
    expect(cell('cls', 0.0123, 0)).toBe('0.000 → 0.012');
    expect(cell('tbt', null, 10)).toBe('n/a');
  });

  it('marks a lower score and more bytes, not slower timings (those move with the machine)', () => {
    expect(cell('score', 95, 97)).toBe('97 → 95 ⚠');
    expect(cell('score', 99, 97)).toBe('97 → 99');
    expect(cell('bytes', 153_600, 143_360, 'script')).toBe('140.0 kB → 150.0 kB ⚠');
    expect(isRegression('bytes', 143_360, 143_400, 'script')).toBe(false);
    expect(isRegression('bytes', 143_360, 143_600, 'script')).toBe(true);
    // Prefetches and API calls after the load come and go between runs: a few kB of "other" is noise.
    expect(isRegression('bytes', 12_000, 15_000, 'other')).toBe(false);
    expect(isRegression('bytes', 12_000, 17_000, 'other')).toBe(true);
    expect(isRegression('lcp', 1000, 3000)).toBe(false);
  });

  it('names the pages that regressed and what did, in the closing line', () => {
    const previous = { measuredAt: '2026-11-26 06:00 UTC', pages: { 'a.localhost/': figures(97, 150_000), 'b.localhost/': figures(90, 150_000) } };
    const run = { lighthouse: '12.8.2', runs: 3, retried: [], pages: { 'a.localhost/': figures(95, 155_120, 1500, 35_120), 'b.localhost/': figures(99, 120_000) } };
    expect(regressions(run.pages, previous)).toEqual([{ page: 'a.localhost/', what: ['score 97 → 95', 'script +5.0 kB', 'total +5.0 kB'] }]);
    const text = lighthouseLines(run, previous).join('\n');
    expect(text).toContain('| a.localhost/ | 97 → 95 ⚠ |');
    expect(text).toContain('⚠ Regressed against the last run: a.localhost/ (score 97 → 95, script +5.0 kB, total +5.0 kB).');
  });

  it('says so when nothing regressed, and says nothing of a last run when there was none', () => {
    const run = { lighthouse: '12.8.2', runs: 3, retried: ['a.localhost/ run 2 (timed out after 120 s)'], pages: { 'a.localhost/': figures(97, 150_000) } };
    expect(lighthouseLines(run, { measuredAt: 'x', pages: { 'a.localhost/': figures(96, 150_050) } }).join('\n')).toContain('No page regressed');
    const first = lighthouseLines(run, null).join('\n');
    expect(first).not.toMatch(/regress|→/);
    expect(first).toContain('Retried after a failed or timed-out run: a.localhost/ run 2 (timed out after 120 s).');
  });

  it('warns that timings and score are inflated when the machine was busier than it has cores', () => {
    const run = (median) => ({ lighthouse: '12.8.2', runs: 3, load: { median, max: 20, cores: 2 }, pages: { 'a.localhost/': figures(97, 150_000) } });
    expect(lighthouseLines(run(1.2), null).join('\n')).not.toContain('inflated');
    expect(lighthouseLines(run(17.9), null).join('\n')).toContain('median 17.9, at most 20, on 2 cores. More runnable work than cores: the timings and the score are inflated');
    const previous = { measuredAt: 'x', pages: { 'a.localhost/': figures(99, 150_000) } };
    expect(lighthouseLines(run(17.9), previous).join('\n')).toContain('(score 99 → 97). A lower score on a machine this busy may be its load');
    expect(lighthouseLines(run(1.2), previous).join('\n')).not.toContain('may be its load');
  });
});
