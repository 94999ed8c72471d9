// Whether the production build is older than its sources: npm start and the end-to-end server
// both build first when it is, so nobody tests or serves yesterday's code by accident.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'public', 'scripts/build-islands.mjs', 'package.json', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json'];

function newest(full) {
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const child of readdirSync(full)) latest = Math.max(latest, newest(path.join(full, child)));
  return latest;
}

/** True when there is no build in `distDir` or any source is newer than it. */
export function needsBuild(root, distDir = process.env.NEXT_DIST_DIR || '.next') {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId) || !existsSync(path.join(root, distDir, 'islands', 'manifest.json'))) return true;
  const built = statSync(buildId).mtimeMs;
  return INPUTS.some((entry) => newest(path.join(root, entry)) > built);
}
