// The site footer as it is drawn, in its three layouts (default, compact, grid; aliases resolved by
// the style parser): the organisation's footer links, an account column, the privacy settings
// button, the copyright line and, when the site wants it, the language links. Pure: its words and
// its interactive parts come in as props, islands and the catalogue's words on the public page
// (site-footer.tsx), plain components and fetched labels in an editor's live preview.
import Link from 'next/link';
import type { ComponentType, ReactNode } from 'react';
import type { FooterLabels } from '@/lib/i18n/chrome-labels';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { isLightSurface, surfaceClass, textClasses, type FooterStyle } from '@/lib/header-style';
import type { LanguageLinks } from '@/features/language/language-links';
import type { FooterAccountLinks } from './footer-account-links';
import { compactLinks, footerGroups, type FooterGroup } from './footer-groups';
import type { NavItem } from './menu';
import type { PrivacySettingsButton } from './privacy-settings-button';

/** The footer's interactive parts: islands on the public page, the components themselves in a preview. */
export type FooterParts = {
  FooterAccountLinks: ComponentType<Parameters<typeof FooterAccountLinks>[0]>;
  PrivacySettingsButton: ComponentType<Parameters<typeof PrivacySettingsButton>[0]>;
  LanguageLinks: ComponentType<Parameters<typeof LanguageLinks>[0]>;
};

export type { FooterLabels };

export type FooterViewProps = {
  siteName: string;
  description: string;
  items: NavItem[];
  style: FooterStyle;
  locales: Locale[];
  locale: Locale;
  defaultLocale: Locale;
  withLanguageSwitch: boolean;
  labels: FooterLabels;
  parts: FooterParts;
};

type Tone = { heading: string; link: string; border: string; current: string };

function Group({ group, tone }: { group: FooterGroup; tone: Tone }) {
  return (
    <div>
      <p className={`text-sm font-semibold ${tone.heading}`}>
        {group.href ? <Link href={group.href} className={tone.link}>{group.heading}</Link> : group.heading}
      </p>
      <ul className="mt-4 space-y-3 text-sm">
        {group.links.map((link) => (
          <li key={link.id}>
            <Link href={link.href} className={tone.link}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FooterView({ siteName, description, items, style, locales, locale, defaultLocale, withLanguageSwitch, labels, parts }: FooterViewProps) {
  const { FooterAccountLinks, PrivacySettingsButton, LanguageLinks } = parts;
  const colors = textClasses(style);
  const focus = 'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';
  const tone: Tone = {
    heading: colors.strong,
    link: `${colors.hover} ${focus}`,
    border: isLightSurface(style) ? 'border-black/10' : 'border-white/10',
    current: `font-semibold underline ${colors.strong}`,
  };
  const href = (path: string) => localizePath(path, locale, defaultLocale);
  const copyright = <p>{labels.copyright}</p>;
  const privacy = <PrivacySettingsButton label={labels.privacySettings} className={`text-left ${tone.link}`} />;
  const languages =
    withLanguageSwitch && locales.length > 1 ? (
      <LanguageLinks
        locales={locales}
        locale={locale}
        defaultLocale={defaultLocale}
        label={labels.language}
        defaultLabel={labels.defaultLanguage}
        tone={{ heading: tone.heading, link: tone.link, current: tone.current }}
      />
    ) : null;
  const account = (
    <FooterAccountLinks
      heading={labels.yourAccount}
      links={{ login: href('/login'), register: href('/register'), account: href('/account'), dashboard: href('/admin'), aiAgents: href('/admin/ai/management') }}
      labels={{ signIn: labels.signIn, register: labels.register, account: labels.account, logout: labels.logout, dashboard: labels.dashboard, aiAgents: labels.aiAgents }}
      tone={tone}
    />
  );
  const brand = (
    <div>
      <p className={`text-base font-semibold ${tone.heading}`}>{siteName}</p>
      {description && <p className="mt-3 max-w-sm text-sm leading-6">{description}</p>}
    </div>
  );
  const groups = footerGroups(items, labels.quickLinks).map((group) => <Group key={group.id} group={group} tone={tone} />);

  let body: ReactNode;
  if (style.layout === 'compact') {
    body = (
      <>
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p className={`text-base font-semibold ${tone.heading}`}>{siteName}</p>
          <nav aria-label={labels.footer}>
            <ul className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
              {compactLinks(items).map((link) => (
                <li key={link.id}><Link href={link.href} className={tone.link}>{link.label}</Link></li>
              ))}
              <li>{privacy}</li>
            </ul>
          </nav>
        </div>
        <div className={`border-t ${tone.border}`}>
          <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 text-xs sm:px-6 md:flex-row md:items-center md:justify-between">
            {copyright}
            {languages}
          </div>
        </div>
      </>
    );
  } else {
    const grid = style.layout === 'grid';
    body = (
      <>
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
          {grid ? (
            <div className="grid gap-10 lg:grid-cols-4">
              <div className="space-y-6">{brand}{languages}</div>
              <nav aria-label={labels.footer} className="grid grid-cols-2 gap-x-6 gap-y-10 lg:col-span-3 lg:grid-cols-3">
                {groups}
                {account}
              </nav>
            </div>
          ) : (
            <div className="grid gap-10 lg:grid-cols-[minmax(0,20rem)_1fr] lg:gap-16">
              {brand}
              <nav aria-label={labels.footer} className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 xl:grid-cols-4">
                {groups}
                {account}
              </nav>
            </div>
          )}
        </div>
        <div className={`border-t ${tone.border}`}>
          <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
            {copyright}
            <div className="flex flex-col gap-4 md:flex-row md:items-center md:gap-8">
              {privacy}
              {!grid && languages}
            </div>
          </div>
        </div>
      </>
    );
  }

  return (
    <footer className={`${surfaceClass(style)} ${colors.text}`} data-footer-layout={style.layout}>
      {body}
    </footer>
  );
}
