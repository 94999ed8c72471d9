import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and a data directory; it must be loaded by Node, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  experimental: { globalNotFound: true },
};

export default nextConfig;
