'use client';
// What a banner says and how it looks: its text, icon, link, extra rich text, the panel's content
// (each visitor-facing text in every language offered) and its colours from the closed list.
import { BannerIcon } from '@/features/banners/banner-icon';
import type { PlainEditorKey } from '@/lib/i18n/editor-labels';
import { COLOR_TOKENS } from '@/lib/tokens';
import { useEditorContext } from '../editor-labels';
import { LocalizedField, SelectField, SwitchField, TextField } from './settings-controls';
import type { BannerDraft } from './settings-draft';

/**
 * The icons the banner view bundles (features/banners/banner-icon.tsx keeps the same short list; any
 * other name shows its megaphone), with the words for each.
 */
const ICONS: Record<string, PlainEditorKey> = {
  megaphone: 'gsIconMegaphone', info: 'gsIconInfo', gift: 'gsIconGift', tag: 'gsIconTag', sparkles: 'gsIconSparkles', calendar: 'gsIconCalendar',
  clock: 'gsIconClock', activity: 'gsIconActivity', 'book-open': 'gsIconBook', syringe: 'gsIconSyringe',
};

type Props = { banner: BannerDraft; patch: (next: Partial<BannerDraft>, typing?: boolean) => void };

export function BannerContentFields({ banner, patch }: Props) {
  const { editor: labels } = useEditorContext();
  const at = `banners.${banner.key}`;
  const colours = COLOR_TOKENS.filter((token) => token !== 'transparent').map((token) => ({ value: token, label: token }));
  return (
    <>
      <LocalizedField
        path={`${at}.text`}
        label={labels.gsBannerText}
        base={banner.text}
        translations={banner.text_translation}
        onChange={(change) => patch('base' in change ? { text: change.base } : { text_translation: change.translations }, true)}
      />
      <div className="flex items-end gap-3">
        <div className="min-w-0 flex-1">
          <SelectField
            path={`${at}.icon`}
            label={labels.gsIcon}
            value={banner.icon}
            options={[...Object.entries(ICONS).map(([value, key]) => ({ value, label: labels[key] })), ...(banner.icon && !ICONS[banner.icon] ? [{ value: banner.icon, label: banner.icon }] : [])]}
            onChange={(icon) => patch({ icon })}
          />
        </div>
        <span className="mb-1 inline-flex size-9 items-center justify-center rounded-lg bg-gray-100 text-gray-700">
          <BannerIcon name={banner.icon} className="size-5" />
        </span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField path={`${at}.link_url`} label={labels.gsLinkUrl} hint={labels.gsLinkUrlHint} inputMode="url" value={banner.link_url} onChange={(link_url) => patch({ link_url }, true)} />
        <LocalizedField
          path={`${at}.link_label`}
          label={labels.gsLinkLabel}
          base={banner.link_label}
          translations={banner.link_label_translation}
          onChange={(change) => patch('base' in change ? { link_label: change.base } : { link_label_translation: change.translations }, true)}
        />
      </div>
      <SwitchField path={`${at}.link_external`} label={labels.gsLinkExternal} checked={banner.link_external} onChange={(link_external) => patch({ link_external })} />
      <TextField path={`${at}.custom_content`} label={labels.gsCustomContent} hint={labels.gsRichTextHint} multiline value={banner.custom_content} onChange={(custom_content) => patch({ custom_content }, true)} />
      <LocalizedField
        path={`${at}.landing_content`}
        label={labels.gsLandingContent}
        hint={labels.gsRichTextHint}
        multiline
        base={banner.landing_content}
        translations={banner.landing_content_translation}
        onChange={(change) => patch('base' in change ? { landing_content: change.base } : { landing_content_translation: change.translations }, true)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField path={`${at}.background`} label={labels.gsBackground} value={banner.background} options={[{ value: '', label: labels.gsAutomatic }, ...colours]} onChange={(background) => patch({ background })} />
        <SelectField path={`${at}.text_color`} label={labels.gsTextColor} value={banner.text_color} options={[{ value: '', label: labels.gsAutomatic }, ...colours]} onChange={(text_color) => patch({ text_color })} />
      </div>
    </>
  );
}
