// The "On this page" table of contents lives in src/lib/post-toc.ts, so the post writes on the server
// give headings the very ids the public page shows (decision 070).
export * from '@/lib/post-toc';
