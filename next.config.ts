import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and a data directory; it must be loaded by Node, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // Metadata (title, canonical, hreflang, Open Graph) always goes in <head>, never streamed into
  // the body: the anonymous HTML cache serves one copy to browsers and crawlers alike.
  htmlLimitedBots: /.*/,
  // authInterrupts: forbidden() answers a signed-in visitor without the role with a real 403.
  experimental: { globalNotFound: true, authInterrupts: true },
};

export default nextConfig;
