// How every test starts Debian's Chromium: the system browser (never a download) with its
// background services off.
//
// Chromium's "new" headless mode is the whole browser without a screen, so every browser context
// opens a window, and since the 156.0.8078.108 package each window preloads the address bar's
// suggestion popups as two hidden WebUI pages in a renderer of their own
// (chrome://omnibox-popup.top-chrome/). No test has an address bar; those renderers only took CPU
// from the pages under test (three contexts: 2.7 s → 1.6 s with them off). Playwright passes its own
// --disable-features list first and Chromium keeps the last one, so this list repeats Playwright's.

/** The Chromium the tests drive: Debian's, or CHROMIUM to try another build. */
export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Features Playwright turns off itself (playwright-core's chromium switches, 1.5x). */
const PLAYWRIGHT_DISABLED = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
];

/** The browser's own interface, which headless tests never see. */
const BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI', 'WebUIReloadButton'];

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED, ...BROWSER_UI].join(',')}`,
];
