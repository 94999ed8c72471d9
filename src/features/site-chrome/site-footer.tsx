// The site footer in its three layouts (default, compact, grid; aliases resolved by the style
// parser): the organisation's footer links, an account column, the privacy settings button, the
// copyright line and, when the site wants it, the language links.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Translator } from '@/lib/i18n/messages';
import { areaLabels } from '@/lib/i18n/messages';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { isLightSurface, surfaceClass, textClasses, type FooterStyle } from '@/lib/header-style';
import { LanguageLinks as LanguageLinksComponent } from '@/features/language/language-links';
import { FooterAccountLinks as FooterAccountLinksComponent } from './footer-account-links';
import { compactLinks, footerGroups, type FooterGroup } from './footer-groups';
import type { NavItem } from './menu';
import { PrivacySettingsButton as PrivacySettingsButtonComponent } from './privacy-settings-button';
import { island } from '@/islands/island';

const FooterAccountLinks = island('footer-account-links', FooterAccountLinksComponent);
const PrivacySettingsButton = island('privacy-settings-button', PrivacySettingsButtonComponent);
const LanguageLinks = island('language-links', LanguageLinksComponent);

type Props = {
  siteName: string;
  description: string;
  items: NavItem[];
  style: FooterStyle;
  locales: Locale[];
  locale: Locale;
  defaultLocale: Locale;
  withLanguageSwitch: boolean;
  t: Translator;
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

export function SiteFooter({ siteName, description, items, style, locales, locale, defaultLocale, withLanguageSwitch, t }: Props) {
  const labels = areaLabels('chrome', locale);
  const colors = textClasses(style);
  const focus = 'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';
  const tone: Tone = {
    heading: colors.strong,
    link: `${colors.hover} ${focus}`,
    border: isLightSurface(style) ? 'border-black/10' : 'border-white/10',
    current: `font-semibold underline ${colors.strong}`,
  };
  const href = (path: string) => localizePath(path, locale, defaultLocale);
  const year = new Date().getUTCFullYear();
  const copyright = <p>{t('footer.copyright', { year, site: siteName })}</p>;
  const privacy = <PrivacySettingsButton label={t('footer.privacySettings')} className={`text-left ${tone.link}`} />;
  const languages =
    withLanguageSwitch && locales.length > 1 ? (
      <LanguageLinks
        locales={locales}
        locale={locale}
        defaultLocale={defaultLocale}
        label={t('footer.language')}
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
          <nav aria-label={t('footer.label')}>
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
              <nav aria-label={t('footer.label')} className="grid grid-cols-2 gap-x-6 gap-y-10 lg:col-span-3 lg:grid-cols-3">
                {groups}
                {account}
              </nav>
            </div>
          ) : (
            <div className="grid gap-10 lg:grid-cols-[minmax(0,20rem)_1fr] lg:gap-16">
              {brand}
              <nav aria-label={t('footer.label')} className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 xl:grid-cols-4">
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
