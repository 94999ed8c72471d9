// The nine text style variants as typographic themes for a section's title and body.
import type { TextStyleVariant } from '@/lib/enums';

export type TextStyle = { title: string; description: string; cardTitle: string; body: string };

export const TEXT_STYLES: Record<TextStyleVariant, TextStyle> = {
  default: { title: 'text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl', description: 'text-lg text-gray-600', cardTitle: 'text-lg font-semibold text-gray-900', body: 'text-sm leading-6 text-gray-600' },
  apple: { title: 'text-4xl font-semibold tracking-tight text-gray-900 sm:text-5xl', description: 'text-xl font-light text-gray-500', cardTitle: 'text-xl font-semibold tracking-tight text-gray-900', body: 'text-base leading-7 text-gray-500' },
  codedharmony: { title: 'font-mono text-3xl font-bold text-slate-900 sm:text-4xl', description: 'font-mono text-base text-slate-600', cardTitle: 'font-mono text-base font-semibold text-slate-900', body: 'text-sm leading-6 text-slate-600' },
  magazine: { title: 'font-serif text-4xl font-bold italic text-gray-900 sm:text-5xl', description: 'font-serif text-lg text-gray-700', cardTitle: 'font-serif text-xl font-bold text-gray-900', body: 'font-serif text-base leading-7 text-gray-700' },
  startup: { title: 'text-3xl font-extrabold tracking-tight text-gray-900 sm:text-5xl', description: 'text-lg font-medium text-gray-600', cardTitle: 'text-lg font-bold text-gray-900', body: 'text-sm leading-6 text-gray-600' },
  elegant: { title: 'font-serif text-3xl font-light tracking-wide text-gray-900 sm:text-4xl', description: 'text-base font-light tracking-wide text-gray-600', cardTitle: 'font-serif text-lg font-normal tracking-wide text-gray-900', body: 'text-sm font-light leading-7 text-gray-600' },
  brutalist: { title: 'text-4xl font-black uppercase tracking-tighter text-black sm:text-5xl', description: 'text-lg font-bold text-black', cardTitle: 'text-lg font-black uppercase text-black', body: 'text-sm font-medium leading-6 text-black' },
  modern: { title: 'text-3xl font-semibold tracking-tight text-gray-900 sm:text-4xl', description: 'text-lg text-gray-500', cardTitle: 'text-base font-semibold text-gray-900', body: 'text-sm leading-6 text-gray-500' },
  playful: { title: 'text-3xl font-extrabold text-indigo-700 sm:text-4xl', description: 'text-lg font-medium text-pink-600', cardTitle: 'text-lg font-bold text-indigo-700', body: 'text-sm leading-6 text-gray-700' },
};
