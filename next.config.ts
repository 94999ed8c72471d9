import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and a data directory; it must be loaded by Node, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // Another build folder when asked (NEXT_DIST_DIR), so two checkouts' builds in one tree never collide.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Metadata (title, canonical, hreflang, Open Graph) always goes in <head>, never streamed into
  // the body: the anonymous HTML cache serves one copy to browsers and crawlers alike.
  htmlLimitedBots: /.*/,
  // authInterrupts: forbidden() answers a signed-in visitor without the role with a real 403.
  experimental: { globalNotFound: true, authInterrupts: true },
  // npm test type-checks the whole tree in its first step and tells its build step so
  // (scripts/test.mjs), which then skips the same check (30 s on two cores). Other builds check.
  typescript: { ignoreBuildErrors: process.env.SITEWRIGHT_TYPES_CHECKED === '1' },
};

export default nextConfig;
