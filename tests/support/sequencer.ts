// The order the test files are handed to the workers. Two workers share the files; whichever file
// starts last decides when the run ends, so the long ones go first and the short unit files fill the
// gaps at the end. On a fresh clone Vitest has no durations from an earlier run and would order by
// file size alone, which put the small file that starts six real processes (21 s) last, alone.
import { readFileSync, statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A rough cost: starting real processes costs seconds each; a database file more than a pure one. */
function weight(file: string): number {
  const source = readFileSync(file, 'utf8');
  const size = statSync(file).size;
  if (source.includes("from 'node:child_process'")) return 1e9 + size;
  if (/createTestDatabase\(|openDatabase\(/.test(source)) return 1e6 + size;
  return size;
}

export default class LongFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {

    const weights = new Map(files.map((spec) => [spec.moduleId, weight(spec.moduleId)]));
    return [...files].sort((a, b) => weights.get(b.moduleId)! - weights.get(a.moduleId)!);
  }
}
