'use client';
// A record's version also moves when the editor itself writes a part of it through another call (a
// section's list of cards: add, remove, reorder). Those calls answer the record with its new
// version; an editor that provides this context hears each answer and moves the basis of its next
// save along (useVersionedSave's `follow`), so its own card changes are not taken for someone else's.
import { createContext, useContext } from 'react';

export type OwnWrite = (record: unknown) => void;

export const OwnWriteContext = createContext<OwnWrite>(() => {});

export function useOwnWrite(): OwnWrite {
  return useContext(OwnWriteContext);
}
