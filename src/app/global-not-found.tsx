// A request no route matches at all (the proxy sends every page path to a site, so this is rare).
import type { Metadata } from 'next';
import './globals.css';
import { fontFaceClassName } from '@/features/site-chrome/font-faces';

export const metadata: Metadata = { title: 'Not found' };

export default function GlobalNotFound() {
  return (
    <html lang="en" className={fontFaceClassName}>
      <body className="flex min-h-screen items-center justify-center bg-gray-50 font-sans text-gray-900">
        <main className="text-center">
          <h1 className="text-3xl font-bold">Not found</h1>
        </main>
      </body>
    </html>
  );
}
