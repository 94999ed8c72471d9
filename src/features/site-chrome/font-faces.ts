// The self-hosted faces of the offered font families (src/lib/fonts.ts): one next/font/local loader
// per family and subset. Variable fonts from @fontsource-variable/*, except the latin faces of the
// families whose text styles use few weights, which are static instances (./font-faces-static.ts).
// The build copies each file to /_next/static/media/ under a content hash, so it is served from the
// site's own host with an immutable cache header, and writes a metric-adjusted local fallback face
// (size-adjust, ascent, descent and line-gap overrides on Arial or Times New Roman) for each latin
// loader, so text keeps its place when the real face arrives. JetBrains Mono's fallback is Courier
// New, in app/globals.css.
//
// Only Inter latin is preloaded: header and hero are set in it on every demo page. The others are
// only declared; a browser fetches a face when laid-out text uses it and a character falls in its
// unicode-range, and a section in another voice uses it only once it comes near the viewport
// (docs/decisions/046-fonts-on-a-phone.md). Loader options must be literals, hence the repetition.
// Inter is upright only: preloading is per loader, so an Inter italic in the same family would be
// preloaded too; Inter's own italic is a slanted upright, close to what the browser synthesises.
import localFont from 'next/font/local';
import { archivoLatin, newsreaderLatin, playfairDisplayLatin, sourceSerif4Latin } from './font-faces-static';

const interLatin = localFont({
  // The package's file cut to the range below (scripts/subset-inter.mjs): 42.0 kB instead of 48.3.
  src: [{ path: '../../fonts/inter-latin-wght-normal.woff2', style: 'normal' }],
  variable: '--face-inter-latin', weight: '100 900', preload: true, adjustFontFallback: 'Arial',
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD' }],
});
const interLatinExt = localFont({
  src: [{ path: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', style: 'normal' }],
  variable: '--face-inter-latin-ext', weight: '100 900', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF' }],
});
const interCyrillic = localFont({
  src: [{ path: '../../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2', style: 'normal' }],
  variable: '--face-inter-cyrillic', weight: '100 900', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});
const sourceSerif4LatinExt = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-ext-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-ext-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-source-serif-4-latin-ext', weight: '200 900', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF' }],
});
const sourceSerif4Cyrillic = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-cyrillic-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-cyrillic-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-source-serif-4-cyrillic', weight: '200 900', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});
const playfairDisplayLatinExt = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-ext-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-playfair-display-latin-ext', weight: '400 900', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF' }],
});
const playfairDisplayCyrillic = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-cyrillic-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-cyrillic-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-playfair-display-cyrillic', weight: '400 900', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});
const newsreaderLatinExt = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/newsreader/files/newsreader-latin-ext-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/newsreader/files/newsreader-latin-ext-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-newsreader-latin-ext', weight: '200 800', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF' }],
});
const jetbrainsMonoLatin = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-jetbrains-mono-latin', weight: '100 800', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD' }],
});
const jetbrainsMonoLatinExt = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-ext-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-ext-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-jetbrains-mono-latin-ext', weight: '100 800', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF' }],
});
const jetbrainsMonoCyrillic = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-cyrillic-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-cyrillic-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-jetbrains-mono-cyrillic', weight: '100 800', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});
const archivoLatinExt = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/archivo/files/archivo-latin-ext-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/archivo/files/archivo-latin-ext-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-archivo-latin-ext', weight: '100 900', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF' }],
});
const montserratLatin = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-montserrat-latin', weight: '100 900', preload: false, adjustFontFallback: 'Arial',
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD' }],
});
const montserratLatinExt = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-ext-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-ext-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-montserrat-latin-ext', weight: '100 900', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF' }],
});
const montserratCyrillic = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/montserrat/files/montserrat-cyrillic-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/montserrat/files/montserrat-cyrillic-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-montserrat-cyrillic', weight: '100 900', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});
const nunitoLatin = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-nunito-latin', weight: '200 1000', preload: false, adjustFontFallback: 'Arial',
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD' }],
});
const nunitoLatinExt = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-ext-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-nunito-latin-ext', weight: '200 1000', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF' }],
});
const nunitoCyrillic = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/nunito/files/nunito-cyrillic-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/nunito/files/nunito-cyrillic-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--face-nunito-cyrillic', weight: '200 1000', preload: false, adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});

export const FONT_FACES = {
  '--face-inter-latin': interLatin,
  '--face-inter-latin-ext': interLatinExt,
  '--face-inter-cyrillic': interCyrillic,
  '--face-source-serif-4-latin': sourceSerif4Latin,
  '--face-source-serif-4-latin-ext': sourceSerif4LatinExt,
  '--face-source-serif-4-cyrillic': sourceSerif4Cyrillic,
  '--face-playfair-display-latin': playfairDisplayLatin,
  '--face-playfair-display-latin-ext': playfairDisplayLatinExt,
  '--face-playfair-display-cyrillic': playfairDisplayCyrillic,
  '--face-newsreader-latin': newsreaderLatin,
  '--face-newsreader-latin-ext': newsreaderLatinExt,
  '--face-jetbrains-mono-latin': jetbrainsMonoLatin,
  '--face-jetbrains-mono-latin-ext': jetbrainsMonoLatinExt,
  '--face-jetbrains-mono-cyrillic': jetbrainsMonoCyrillic,
  '--face-archivo-latin': archivoLatin,
  '--face-archivo-latin-ext': archivoLatinExt,
  '--face-montserrat-latin': montserratLatin,
  '--face-montserrat-latin-ext': montserratLatinExt,
  '--face-montserrat-cyrillic': montserratCyrillic,
  '--face-nunito-latin': nunitoLatin,
  '--face-nunito-latin-ext': nunitoLatinExt,
  '--face-nunito-cyrillic': nunitoCyrillic,
} as const;

/** Every face's variable class, for the root element: the stacks in app/globals.css resolve there. */
export const fontFaceClassName = Object.values(FONT_FACES)
  .map((face) => face.variable)
  .join(' ');
