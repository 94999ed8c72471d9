// Joins class names, skipping the empty ones, so a primitive's own look and a caller's classes
// can be combined without a dependency.
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
