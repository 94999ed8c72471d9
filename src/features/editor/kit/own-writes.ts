// A record's version also moves when the editor itself writes a part of it through another call (a
// section's list of cards: add, remove, reorder). Those calls answer the record with its new
// version. The editor passes each such write through useVersionedSave's `track`: its answer moves
// the basis of the next save along, so the editor's own card changes are not taken for someone
// else's, and a save waits for the writes still on their way, so it never overtakes them on the server.
export type OwnWrites = { track: <T>(write: Promise<T>) => Promise<T> };
