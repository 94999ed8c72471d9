// The `sizes` attribute for an image slot, written from the layout's own numbers: how wide the slot
// is at each breakpoint, so the browser picks the smallest of the five widths the media pipeline
// makes that still fills the slot at the screen's pixel ratio. A slot that reaches its cap at a
// breakpoint is a fixed width there, which every browser understands without CSS math.

/** From `from` px of viewport up: a fixed width, or `columns` equal parts of the viewport less `minus` px. */
export type SlotStep = { from: number; px: number } | { from: number; minus: number; columns?: number };

function widthAt(step: SlotStep, viewport: number): number {
  if ('px' in step) return step.px;
  return (viewport - step.minus) / (step.columns ?? 1);
}

function fluid(step: Extract<SlotStep, { minus: number }>): string {
  const columns = step.columns ?? 1;
  const less = step.minus ? `100vw - ${step.minus}px` : '100vw';
  if (columns === 1) return step.minus ? `calc(${less})` : '100vw';
  return `calc((${less}) / ${columns})`;
}

/** `steps` in any order, one from 0; `cap`: the image's own largest shown width, if it has one. */
export function slotSizes(steps: readonly SlotStep[], cap?: number): string {
  const ordered = [...steps].sort((a, b) => b.from - a.from);
  const values = ordered.map((step, i) => {
    const narrowest = widthAt(step, step.from);
    const widest = i === 0 ? Infinity : widthAt(step, ordered[i - 1].from);
    if (cap !== undefined && cap <= narrowest) return `${Math.round(cap)}px`;
    if ('px' in step) return `${Math.round(step.px)}px`;
    return cap === undefined || cap >= widest ? fluid(step) : `min(${Math.round(cap)}px, ${fluid(step)})`;
  });
  // A breakpoint that says what the one below it says anyway is left out.
  const entries = ordered
    .map((step, i) => ({ step, value: values[i] }))
    .filter((entry, i) => i === ordered.length - 1 || entry.value !== values[i + 1]);
  return entries.map(({ step, value }) => (step.from > 0 ? `(min-width: ${step.from}px) ${value}` : value)).join(', ');
}

/**
 * The inner width of a centred container (`max-w-*` with `px-4 sm:px-6 lg:px-8`-style padding) as
 * steps: `pads` maps a breakpoint to the padding on each side.
 */
export function containerSteps(maxWidth: number, pads: readonly (readonly [from: number, pad: number])[]): SlotStep[] {
  const widest = pads[pads.length - 1][1];
  const steps: SlotStep[] = pads.map(([from, pad]) => ({ from, minus: 2 * pad }));
  return [...steps.filter((step) => step.from < maxWidth), { from: maxWidth, px: maxWidth - 2 * widest }];
}
