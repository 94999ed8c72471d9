'use client';
// The provider of the tab's query client. Mounted only by code that signed-in people load (the
// staff editing layer, the signed-in half of the tickets dialog), never on anonymous pages, whose
// islands run without it and fetch only what they need by hand.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from './query-client';

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
