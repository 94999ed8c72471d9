// The title band at the top of the blog, the help centre and the policy pages.
import type { ReactNode } from 'react';

type Props = { title: string; intro?: string; eyebrow?: string; accentText: string; children?: ReactNode; centered?: boolean };

export function PageIntro({ title, intro, eyebrow, accentText, children, centered = false }: Props) {
  return (
    <div className="border-b border-gray-100 bg-gradient-to-b from-gray-50 to-white">
      <div className={`mx-auto max-w-7xl px-4 pb-12 pt-14 sm:px-6 sm:pt-20 ${centered ? 'text-center' : ''}`}>
        <div className={`max-w-3xl ${centered ? 'mx-auto' : ''}`}>
          {eyebrow && <p className={`mb-3 text-sm font-semibold uppercase tracking-wider ${accentText}`}>{eyebrow}</p>}
          <h1 className="text-balance text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">{title}</h1>
          {intro && <p className="mt-5 text-lg leading-8 text-gray-600">{intro}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
