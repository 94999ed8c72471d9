// The site footer of the public page: the drawing (footer-view.tsx) with its words from the message
// catalogue and its interactive parts as islands.
import type { Translator } from '@/lib/i18n/messages';
import { areaLabels } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageLinks } from '@/features/language/language-links';
import { FooterAccountLinks } from './footer-account-links';
import { FooterView, type FooterLabels, type FooterParts, type FooterViewProps } from './footer-view';
import { PrivacySettingsButton } from './privacy-settings-button';
import { island } from '@/islands/island';

/** On the public page each interactive part is an island, woken on its own for anonymous visitors. */
const ISLAND_PARTS: FooterParts = {
  FooterAccountLinks: island('footer-account-links', FooterAccountLinks),
  PrivacySettingsButton: island('privacy-settings-button', PrivacySettingsButton),
  LanguageLinks: island('language-links', LanguageLinks),
};

type Props = Omit<FooterViewProps, 'labels' | 'parts'> & { t: Translator };

/** The footer's words in `locale`, from the message catalogue, with this year's copyright line. */
export function footerLabels(t: Translator, locale: Locale, siteName: string): FooterLabels {
  const labels = areaLabels('chrome', locale);
  return {
    copyright: t('footer.copyright', { year: new Date().getUTCFullYear(), site: siteName }),
    privacySettings: t('footer.privacySettings'),
    language: t('footer.language'),
    defaultLanguage: labels.defaultLanguage,
    footer: t('footer.label'),
    quickLinks: labels.quickLinks,
    yourAccount: labels.yourAccount,
    signIn: labels.signIn,
    register: labels.register,
    account: labels.account,
    logout: labels.logout,
    dashboard: labels.dashboard,
    aiAgents: labels.aiAgents,
  };
}

export function SiteFooter({ t, ...props }: Props) {
  return <FooterView {...props} labels={footerLabels(t, props.locale, props.siteName)} parts={ISLAND_PARTS} />;
}
