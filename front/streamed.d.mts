export function withStreamedInPlace(html: string): string;
