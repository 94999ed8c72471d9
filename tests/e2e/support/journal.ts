// The editors' journal as a test sees it: how many unsaved copies idb-keyval holds in IndexedDB for
// this page's origin. The journal is written shortly after the last change, so tests poll this.
import type { Page } from '@playwright/test';

export function journalEntries(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('keyval-store');
    open.onsuccess = () => {
      // Before the first editor opened there is no store yet: then nothing is journalled.
      if (!open.result.objectStoreNames.contains('keyval')) return resolve(0);
      const request = open.result.transaction('keyval').objectStore('keyval').count();
      request.onsuccess = () => resolve(request.result);
    };
  }));
}
