'use client';
// The contents of the toolbar's dropdown panels (spec §3, §4, §5): image style, layout, title,
// description and button. Every choice is one of the closed lists the schema and the view accept.
// The texts (description, button, SEO badge) are edited in the language the editor's picker chose.
import { HERO_ALIGNMENTS, HERO_BLOCK_WIDTHS, HERO_DESCRIPTION_SIZES, HERO_TITLE_SIZES, HERO_WEIGHTS } from '@/schemas/hero';
import { labelText } from '@/lib/i18n/island-labels';
import { useEditorContext } from '../editor-labels';
import { useEditedLanguage } from '../edited-language';
import { isDefaultLanguage, localizedPatch, plainText, textFor } from '../translations';
import { ColorField, options, SelectField, SwitchField, TextField } from './hero-controls';
import { sizeOptions } from './hero-inline-sizes';
import { BACKGROUND_GRADIENT, parsePixels, withButtonGradient, withTitleGradient, type HeroAnimationChoice, type HeroDraft } from './hero-draft';

export type PanelProps = { draft: HeroDraft; update: (patch: Partial<HeroDraft>) => void };

const POSITIONS = ['left', 'right', 'background', 'inline'] as const;

export function ImageStylePanel({ draft, update }: PanelProps) {
  const { editor: labels } = useEditorContext();
  const style = draft.image_style;
  const names = { left: labels.heroLeft, right: labels.heroRight, background: labels.heroBackgroundPos, inline: labels.heroInline, full: labels.heroFull };
  return (
    <div className="space-y-3">
      <SelectField label={labels.heroPosition} value={style.position ?? 'right'} options={options(POSITIONS, (value) => names[value as keyof typeof names])} onChange={(value) => update({ image_style: { ...style, position: value as (typeof POSITIONS)[number] } })} />
      <div className="grid grid-cols-2 gap-2">
        <TextField label={labels.heroWidth} inputMode="numeric" placeholder={labels.heroAuto} value={style.width ? String(style.width) : ''} onChange={(value) => update({ image_style: { ...style, width: parsePixels(value) } })} />
        <TextField label={labels.heroHeight} inputMode="numeric" placeholder={labels.heroAuto} value={style.height ? String(style.height) : ''} onChange={(value) => update({ image_style: { ...style, height: parsePixels(value) } })} />
      </div>
    </div>
  );
}

export function LayoutPanel({ draft, update }: PanelProps) {
  const { editor: labels } = useEditorContext();
  const language = useEditedLanguage();
  const background = draft.background_style;
  const title = draft.title_style;
  return (
    <div className="space-y-3">
      <SelectField label={labels.heroColumns} value={String(background.column ?? 1)} options={options(['1', '2', '3'])} onChange={(value) => update({ background_style: { ...background, column: Number(value) }, title_style: { ...title, blockColumns: Number(value) } })} />
      <SelectField label={labels.heroContentWidth} value={title.blockWidth ?? '2xl'} options={options(HERO_BLOCK_WIDTHS, (value) => (value === 'full' ? labels.heroFull : value))} onChange={(value) => update({ title_style: { ...title, blockWidth: value } })} />
      <SwitchField
        label={labels.heroBackgroundGradient}
        checked={background.is_gradient === true}
        onChange={(on) => update({ background_style: on ? { ...background, is_gradient: true, gradient: { ...BACKGROUND_GRADIENT } } : { ...background, is_gradient: false, gradient: undefined } })}
      />
      {!background.is_gradient && <ColorField label={labels.backgroundColor} value={background.color} fallback="white" onChange={(value) => update({ background_style: { ...background, color: value } })} />}
      <TextField
        label={labels.heroSeoBadge}
        lang={language.locale}
        value={textFor(background.seo_title, background.seo_title_translation, language)}
        placeholder={isDefaultLanguage(language) ? undefined : background.seo_title}
        onChange={(value) => update({ background_style: { ...background, ...localizedPatch(background, 'seo_title', 'seo_title_translation', language, value) } })}
      />
      <SelectField
        label={labels.heroAnimation}
        value={draft.animation_element}
        options={options(['', 'DotGrid', 'LetterGlitch', 'MagicBento'], (value) => value || labels.heroNone)}
        onChange={(value) => update({ animation_element: value as HeroAnimationChoice })}
      />
    </div>
  );
}

export function TitlePanel({ draft, update }: PanelProps) {
  const { editor: labels } = useEditorContext();
  const pixels = (value: number) => labelText(labels.pixels, { value });
  const style = draft.title_style;
  const aligns = { left: labels.heroLeft, center: labels.heroCenter, right: labels.heroRight };
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-2">
        <SelectField label={labels.heroSizeDesktop} value={style.size?.desktop ?? 'text-7xl'} options={sizeOptions(HERO_TITLE_SIZES, style.size?.desktop, pixels)} onChange={(value) => update({ title_style: { ...style, size: { ...style.size, desktop: value } } })} />
        <SelectField label={labels.heroSizeMobile} value={style.size?.mobile ?? 'text-5xl'} options={sizeOptions(HERO_TITLE_SIZES, style.size?.mobile, pixels)} onChange={(value) => update({ title_style: { ...style, size: { ...style.size, mobile: value } } })} />
      </div>
      <SelectField label={labels.heroAlignment} value={style.alignment ?? 'center'} options={options(HERO_ALIGNMENTS, (value) => aligns[value as keyof typeof aligns])} onChange={(value) => update({ title_style: { ...style, alignment: value as (typeof HERO_ALIGNMENTS)[number] } })} />
      <SwitchField label={labels.heroTitleGradient} checked={style.is_gradient === true} onChange={(on) => update({ title_style: withTitleGradient(style, on) })} />
      {!style.is_gradient && <ColorField label={labels.heroColor} value={style.color} fallback="gray-800" onChange={(value) => update({ title_style: { ...style, color: value } })} />}
    </div>
  );
}

export function DescriptionPanel({ draft, update }: PanelProps) {
  const { editor: labels } = useEditorContext();
  const language = useEditedLanguage();
  const pixels = (value: number) => labelText(labels.pixels, { value });
  const style = draft.description_style;
  const weights = { normal: labels.heroWeightNormal, medium: labels.heroWeightMedium, semibold: labels.heroWeightSemibold, bold: labels.heroWeightBold };
  return (
    <div className="space-y-3">
      <label className="block space-y-1">
        <span className="block text-xs font-medium text-gray-800">{labels.heroDescriptionLabel}</span>
        <textarea
          className="w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
          rows={4}
          lang={language.locale}
          value={textFor(draft.description, draft.description_translation, language)}
          placeholder={isDefaultLanguage(language) ? undefined : plainText(draft.description)}
          onChange={(event) => update(localizedPatch(draft, 'description', 'description_translation', language, event.target.value))}
        />
      </label>
      <div className="grid grid-cols-2 gap-2">
        <SelectField label={labels.heroSizeDesktop} value={style.size?.desktop ?? 'text-xl'} options={sizeOptions(HERO_DESCRIPTION_SIZES, style.size?.desktop, pixels)} onChange={(value) => update({ description_style: { ...style, size: { ...style.size, desktop: value } } })} />
        <SelectField label={labels.heroSizeMobile} value={style.size?.mobile ?? 'text-lg'} options={sizeOptions(HERO_DESCRIPTION_SIZES, style.size?.mobile, pixels)} onChange={(value) => update({ description_style: { ...style, size: { ...style.size, mobile: value } } })} />
      </div>
      <SelectField label={labels.heroWeight} value={style.weight ?? 'normal'} options={options(HERO_WEIGHTS, (value) => weights[value as keyof typeof weights])} onChange={(value) => update({ description_style: { ...style, weight: value } })} />
      <ColorField label={labels.heroColor} value={style.color} fallback="gray-600" onChange={(value) => update({ description_style: { ...style, color: value } })} />
    </div>
  );
}

export function ButtonPanel({ draft, update }: PanelProps) {
  const { editor: labels } = useEditorContext();
  const language = useEditedLanguage();
  const style = draft.button_style;
  return (
    <div className="space-y-3">
      <TextField
        label={labels.heroButtonText}
        lang={language.locale}
        value={textFor(draft.button, draft.button_translation, language)}
        placeholder={isDefaultLanguage(language) ? undefined : draft.button}
        onChange={(value) => update(localizedPatch(draft, 'button', 'button_translation', language, value))}
      />
      <TextField label={labels.heroButtonUrl} value={style.url ?? ''} placeholder="/products" onChange={(value) => update({ button_style: { ...style, url: value } })} />
      <SwitchField label={labels.heroButtonAbove} checked={style.aboveDescription === true} onChange={(on) => update({ button_style: { ...style, aboveDescription: on } })} />
      <SwitchField label={labels.heroButtonVideo} checked={style.isVideo === true} onChange={(on) => update({ button_style: { ...style, isVideo: on } })} />
      <SwitchField label={labels.heroButtonGradient} checked={Boolean(style.gradient?.from)} onChange={(on) => update({ button_style: withButtonGradient(style, on) })} />
      {!style.gradient?.from && <ColorField label={labels.heroColor} value={style.color} fallback="sky-600" onChange={(value) => update({ button_style: { ...style, color: value } })} />}
    </div>
  );
}
