#!/usr/bin/env node
// npm run build: the Next.js production build, then the islands bundle for anonymous visitors'
// pages (build-islands.mjs), which goes into the fresh .next/ that next build leaves.
import { spawnSync } from 'node:child_process';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIslands } from './build-islands.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// The sources as they were when the build began are what it holds: a file saved during the build
// is newer than the build (build-state.mjs compares against BUILD_ID's time, set to this below).
const begun = new Date();
const next = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit', env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env } });
if (next.status !== 0) process.exit(next.status ?? 1);
const started = Date.now();
const { files } = await buildIslands();
console.log(`Islands for anonymous pages: ${files.length} files in ${Date.now() - started} ms`);
utimesSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), begun, begun);
