'use client';
// The five commands run last, kept in this browser across reloads (spec §4, §9).
import { useSyncExternalStore } from 'react';
import { pushRecent } from './commands';

const KEY = 'sitewright.recentCommands';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: string[] } = { raw: null, value: [] };

function read(): string[] {
  const raw = window.localStorage.getItem(KEY);
  if (raw !== cached.raw) {
    let value: string[] = [];
    try {
      const parsed: unknown = JSON.parse(raw ?? '[]');
      value = Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string').slice(0, 5) : [];
    } catch {
      value = [];
    }
    cached = { raw, value };
  }
  return cached.value;
}

export function rememberCommand(id: string): void {
  window.localStorage.setItem(KEY, JSON.stringify(pushRecent(read(), id)));
  for (const listener of listeners) listener();
}

const EMPTY: string[] = [];

export function useRecentCommands(): string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => EMPTY,
  );
}
