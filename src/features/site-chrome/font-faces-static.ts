// The latin faces of the families whose text styles use few weights, as static instances from
// @fontsource/*: a browser downloads only the weights and styles laid-out text asks for, about 22 kB
// each, where the variable file costs 35-65 kB per style however little of it a page shows. Declared:
// every weight a text style, the site chrome or rich text (links 500, strong 600, em) can ask for.
// The numbers are in docs/decisions/046-fonts-on-a-phone.md. The constant names are the faces'
// family names, which the face-wait rule in app/globals.css names: rename both or neither.
import localFont from 'next/font/local';

export const sourceSerif4Latin = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-300-normal.woff2', weight: '300', style: 'normal' },
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2', weight: '700', style: 'normal' },
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-800-normal.woff2', weight: '800', style: 'normal' },
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-900-normal.woff2', weight: '900', style: 'normal' },
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-300-italic.woff2', weight: '300', style: 'italic' },
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-400-italic.woff2', weight: '400', style: 'italic' },
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-700-italic.woff2', weight: '700', style: 'italic' },
  ],
  variable: '--face-source-serif-4-latin', preload: false, adjustFontFallback: 'Times New Roman',
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD' }],
});
export const playfairDisplayLatin = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2', weight: '700', style: 'normal' },
    { path: '../../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-800-normal.woff2', weight: '800', style: 'normal' },
    { path: '../../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-900-normal.woff2', weight: '900', style: 'normal' },
    { path: '../../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff2', weight: '400', style: 'italic' },
    { path: '../../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-italic.woff2', weight: '700', style: 'italic' },
  ],
  variable: '--face-playfair-display-latin', preload: false, adjustFontFallback: 'Times New Roman',
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD' }],
});
export const newsreaderLatin = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/newsreader/files/newsreader-latin-300-normal.woff2', weight: '300', style: 'normal' },
    { path: '../../../node_modules/@fontsource/newsreader/files/newsreader-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../node_modules/@fontsource/newsreader/files/newsreader-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../../../node_modules/@fontsource/newsreader/files/newsreader-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../../node_modules/@fontsource/newsreader/files/newsreader-latin-700-normal.woff2', weight: '700', style: 'normal' },
    { path: '../../../node_modules/@fontsource/newsreader/files/newsreader-latin-800-normal.woff2', weight: '800', style: 'normal' },
    { path: '../../../node_modules/@fontsource/newsreader/files/newsreader-latin-400-italic.woff2', weight: '400', style: 'italic' },
    { path: '../../../node_modules/@fontsource/newsreader/files/newsreader-latin-700-italic.woff2', weight: '700', style: 'italic' },
  ],
  variable: '--face-newsreader-latin', preload: false, adjustFontFallback: 'Times New Roman',
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD' }],
});
export const archivoLatin = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/archivo/files/archivo-latin-300-normal.woff2', weight: '300', style: 'normal' },
    { path: '../../../node_modules/@fontsource/archivo/files/archivo-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../node_modules/@fontsource/archivo/files/archivo-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../../../node_modules/@fontsource/archivo/files/archivo-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../../node_modules/@fontsource/archivo/files/archivo-latin-700-normal.woff2', weight: '700', style: 'normal' },
    { path: '../../../node_modules/@fontsource/archivo/files/archivo-latin-800-normal.woff2', weight: '800', style: 'normal' },
    { path: '../../../node_modules/@fontsource/archivo/files/archivo-latin-900-normal.woff2', weight: '900', style: 'normal' },
    { path: '../../../node_modules/@fontsource/archivo/files/archivo-latin-400-italic.woff2', weight: '400', style: 'italic' },
    { path: '../../../node_modules/@fontsource/archivo/files/archivo-latin-700-italic.woff2', weight: '700', style: 'italic' },
  ],
  variable: '--face-archivo-latin', preload: false, adjustFontFallback: 'Arial',
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD' }],
});
