// The pure half of the Lighthouse bench (bench-lighthouse.mjs): the figures a report holds, their
// medians over runs, and the markdown that sets this run beside the last one kept in
// docs/benchmarks-lighthouse.json. No browser or file here, so the unit test can hold it to account.

export const BYTE_TYPES = ['document', 'script', 'stylesheet', 'font', 'image', 'other', 'total'];
/**
 * How many more bytes than last time are still noise, by type. Headers differ by a few bytes between
 * runs. "other" (and so the total) holds the requests made after the load (Next.js's link prefetches,
 * the islands' API calls), whose number depends on timing: 11.5–16.1 kB for one page between runs.
 */
export const BYTES_TOLERANCE = { document: 100, script: 100, stylesheet: 100, font: 100, image: 100, other: 4096, total: 4096 };

/** The middle value; for an even count, the mean of the two in the middle. */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** What one Lighthouse report says about a page: score 0-100, times in ms, CLS, bytes transferred by type. */
export function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const bytes = Object.fromEntries(BYTE_TYPES.map((type) => [type, 0]));
  for (const row of lhr.audits['resource-summary']?.details?.items ?? []) {
    // Video and audio are rare on these pages; counted as "other" so the types still add up to the total.
    const type = row.resourceType === 'media' ? 'other' : row.resourceType;
    if (type in bytes) bytes[type] += row.transferSize ?? 0;
  }
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    bootup: audit('bootup-time'),
    bytes,
  };
}

/**
 * The median of each figure on its own over a page's runs (so a row may mix runs; each figure is a
 * fair middle), rounded to what the table shows: whole milliseconds and bytes, CLS to 4 places.
 */
export function medianFigures(runs) {
  const of = (pick, places = 0) => {
    const middle = median(runs.map(pick).filter((value) => typeof value === 'number'));
    return middle === null ? null : Math.round(middle * 10 ** places) / 10 ** places;
  };
  return {
    score: of((run) => run.score),
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls, 4),
    si: of((run) => run.si),
    bootup: of((run) => run.bootup),
    bytes: Object.fromEntries(BYTE_TYPES.map((type) => [type, of((run) => run.bytes[type])])),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const FORMATS = {
  score: (value) => String(Math.round(value)),
  fcp: seconds,
  lcp: seconds,
  si: seconds,
  tbt: (ms) => `${Math.round(ms)} ms`,
  bootup: (ms) => `${Math.round(ms)} ms`,
  cls: (value) => value.toFixed(3),
  bytes: (bytes) => `${(bytes / 1024).toFixed(1)} kB`,
};

/**
 * Whether a figure got worse in the way issue 18 counts: a lower score, or more bytes of a type
 * (`type`, beyond its noise). Timings move with the machine's load, so they are shown, not judged.
 */
export function isRegression(kind, before, now, type = 'total') {
  if (typeof before !== 'number' || typeof now !== 'number') return false;
  if (kind === 'score') return now < before;
  if (kind === 'bytes') return now - before > BYTES_TOLERANCE[type];
  return false;
}

/** A table cell: the figure alone, or "before → now" when there was a last run, marked ⚠ when it regressed. */
export function cell(kind, now, before, type) {
  const format = FORMATS[kind];
  if (typeof now !== 'number') return 'n/a';
  if (typeof before !== 'number') return format(now);
  return `${format(before)} → ${format(now)}${isRegression(kind, before, now, type) ? ' ⚠' : ''}`;
}

/** For each page that regressed, what did: `{ page, what: ['score 97 → 95', 'script +2.1 kB'] }`. */
export function regressions(pages, previous) {
  const found = [];
  for (const [page, now] of Object.entries(pages)) {
    const before = previous?.pages?.[page];
    if (!before) continue;
    const what = [];
    if (isRegression('score', before.score, now.score)) what.push(`score ${before.score} → ${now.score}`);
    for (const type of BYTE_TYPES) {
      const [was, is] = [before.bytes?.[type], now.bytes[type]];
      if (isRegression('bytes', was, is, type)) what.push(`${type} +${((is - was) / 1024).toFixed(1)} kB`);
    }
    if (what.length) found.push({ page, what });
  }
  return found;
}

/**
 * The markdown for docs/benchmarks.md: timings and score, then bytes by type, each cell "before → now"
 * when `previous` (the stored last run) knows the page, and a closing line naming the pages that regressed.
 */
export function lighthouseLines(run, previous) {
  const pages = Object.entries(run.pages);
  const was = (page) => previous?.pages?.[page];
  const since = previous ? ` Each cell: the last run (${previous.measuredAt}) → this one.` : '';
  const lines = [
    `### Lighthouse ${run.lighthouse}, mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${run.runs} runs`,
    '',
    `Performance category only; the page's HTML cache warmed first.${since}`,
    '',
    '| page | score | FCP | LCP | TBT | CLS | Speed Index | script evaluation |',
    '|---|---|---|---|---|---|---|---|',
    ...pages.map(([page, f]) => {
      const cells = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'bootup'].map((kind) => cell(kind, f[kind], was(page)?.[kind]));
      return `| ${page} | ${cells.join(' | ')} |`;
    }),
    '',
    `| page | ${BYTE_TYPES.join(' | ')} |`,
    `|---|${BYTE_TYPES.map(() => '---').join('|')}|`,
    ...pages.map(([page, f]) => `| ${page} | ${BYTE_TYPES.map((type) => cell('bytes', f.bytes[type], was(page)?.bytes?.[type], type)).join(' | ')} |`),
    '',
  ];
  if (run.load) {
    const { median: middle, max, cores } = run.load;
    const busy = middle > cores ? ' More runnable work than cores: the timings and the score are inflated and move from run to run; the bytes hold.' : '';
    lines.push(`Machine load (1-minute average) as the runs started: median ${middle}, at most ${max}, on ${cores} cores.${busy}`, '');
  }
  if (run.retried?.length) lines.push(`Retried after a failed or timed-out run: ${run.retried.join('; ')}.`, '');
  if (previous) {
    const found = regressions(run.pages, previous);
    const busy = run.load && run.load.median > run.load.cores;
    const caveat = busy && found.some((r) => r.what.some((what) => what.startsWith('score'))) ? ' A lower score on a machine this busy may be its load: run again on a quiet one before acting on it.' : '';
    lines.push(
      found.length
        ? `⚠ Regressed against the last run: ${found.map((r) => `${r.page} (${r.what.join(', ')})`).join('; ')}.${caveat}`
        : 'No page regressed against the last run (no lower score, no more bytes).',
      '',
    );
  }
  return lines;
}
