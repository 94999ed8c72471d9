// The eight named gradients the editors offer (editing-layer spec §9), built from the closed colour
// list of lib/tokens.ts so every preset is a valid stored gradient.
export const GRADIENT_PRESETS = [
  { key: 'OceanBreeze', gradient: { from: 'sky-300', via: 'blue-400', to: 'indigo-500' } },
  { key: 'SunsetGlow', gradient: { from: 'amber-300', via: 'pink-400', to: 'purple-500' } },
  { key: 'FreshGrowth', gradient: { from: 'emerald-100', via: 'emerald-300', to: 'sky-300' } },
  { key: 'PurpleDreams', gradient: { from: 'purple-400', via: 'pink-400', to: 'indigo-500' } },
  { key: 'FireBlaze', gradient: { from: 'amber-400', via: 'rose-500', to: 'rose-700' } },
  { key: 'DeepOcean', gradient: { from: 'blue-900', via: 'indigo-900', to: 'slate-900' } },
  { key: 'ForestPath', gradient: { from: 'emerald-700', via: 'emerald-800', to: 'slate-900' } },
  { key: 'RoseGarden', gradient: { from: 'rose-100', via: 'pink-200', to: 'rose-300' } },
] as const;

export type GradientPreset = (typeof GRADIENT_PRESETS)[number];

/** The colours the editors offer (spec §5): white, black and every shade of six families. */
export const EDITOR_COLORS: readonly string[] = [
  'white',
  'black',
  ...['gray', 'slate', 'neutral', 'sky', 'blue', 'emerald'].flatMap((family) =>
    ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'].map((shade) => `${family}-${shade}`),
  ),
];
