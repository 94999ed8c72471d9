// Class names the chat views share, so the assistant and the conversation look like one product.
export const chatPane = 'min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-[var(--accent)]';
export const composer = 'flex shrink-0 items-center gap-2 border-t border-gray-200 p-3';
export const composerInput =
  'min-w-0 flex-1 rounded-full border border-gray-300 px-4 py-2 text-sm focus-visible:border-[var(--accent)] focus-visible:outline-2 focus-visible:outline-[var(--accent)]';
const button = 'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent)]';
export const primaryButton = `${button} bg-[var(--accent)] text-white hover:brightness-110 disabled:opacity-60`;
export const secondaryButton = `${button} border border-gray-300 text-gray-900 hover:bg-gray-50`;
export const fieldInput =
  'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm focus-visible:border-[var(--accent)] focus-visible:outline-2 focus-visible:outline-[var(--accent)] aria-invalid:border-red-600';
