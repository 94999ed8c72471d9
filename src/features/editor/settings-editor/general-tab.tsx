'use client';
// The General tab: the organisation's name, logo, description and contact address; the languages
// the site is offered in and its default one, and whether visitors get a language switch; the
// organisation's time zone (./time-zones.ts); the two colours with their shades (from the closed
// lists of lib/tokens.ts); the font from the closed list.
import { useMemo } from 'react';
import { useEditorContext } from '../editor-labels';
import { useLanguageName } from '../edited-language';
import { FONT_FAMILIES, FONT_FAMILY_NAMES, type FontFamilyName } from '@/lib/fonts';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { COLOR_FAMILIES, SHADES, colorClass } from '@/lib/tokens';
import { ImageField } from './image-field';
import { LocalizedField, SelectField, SwitchField, TabHeading, TextField } from './settings-controls';
import { useSettings } from './settings-context';
import type { GeneralDraft } from './settings-draft';
import { timeZoneOptions, withTimeZone } from './time-zones';

export function GeneralTab() {
  const { editor: labels } = useEditorContext();
  const { draft, general, problems, fieldId } = useSettings();
  const nameOf = useLanguageName();
  const g = draft.general;
  const offered = (code: Locale) => g.supported_locales.includes(code);
  const toggleLocale = (code: Locale, on: boolean) => {
    const next = on ? LOCALES.filter((locale) => locale === code || offered(locale)) : g.supported_locales.filter((locale) => locale !== code);
    // The default language goes with the last offer of it: the first one left takes its place.
    general({ supported_locales: next, ...(!on && g.language === code && next.length ? { language: next[0] } : {}) });
  };
  const localesError = problems['general.supported_locales'];
  const font = FONT_FAMILIES[g.font_family as FontFamilyName];
  // Each zone's offset is worked out once per opening of the tab, not at every keystroke.
  const zones = useMemo(() => timeZoneOptions(), []);
  const zoneOptions = useMemo(() => withTimeZone(zones, g.time_zone), [zones, g.time_zone]);
  return (
    <div className="space-y-5">
      <TabHeading title={labels.gsTabGeneral} subtitle={labels.gsGeneralSubtitle} />
      <TextField path="general.name" label={labels.gsName} value={g.name} onChange={(name) => general({ name }, true)} maxLength={200} />
      <ImageField path="general.image" label={labels.gsLogo} value={g.image} onChange={(image) => general({ image })} />
      <LocalizedField
        path="general.site_description"
        label={labels.gsSiteDescription}
        multiline
        base={g.site_description}
        translations={g.site_description_translation}
        onChange={(patch) => general('base' in patch ? { site_description: patch.base } : { site_description_translation: patch.translations }, true)}
      />
      <TextField path="general.contact_email" label={labels.gsContactEmail} type="email" inputMode="email" value={g.contact_email} onChange={(contact_email) => general({ contact_email }, true)} />

      <fieldset className="space-y-2" aria-describedby={localesError ? `${fieldId('general.supported_locales')}-error` : undefined}>
        <legend className="text-sm font-medium text-gray-800">{labels.gsLanguagesOffered}</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
          {LOCALES.map((code) => (
            <label key={code} className="flex min-h-9 items-center gap-2 text-sm text-gray-800">
              <input type="checkbox" className="size-4 accent-sky-700" checked={offered(code)} onChange={(event) => toggleLocale(code, event.target.checked)} data-locale={code} />
              {nameOf(code, 'start')}
            </label>
          ))}
        </div>
        {localesError && (
          <p id={`${fieldId('general.supported_locales')}-error`} role="alert" className="text-sm text-rose-700">
            {localesError}
          </p>
        )}
      </fieldset>
      <SelectField
        path="general.language"
        label={labels.gsDefaultLanguage}
        value={g.language}
        options={(g.supported_locales.length ? g.supported_locales : [g.language]).map((code) => ({ value: code, label: nameOf(code as Locale, 'start') }))}
        onChange={(language) => general({ language })}
      />
      <SwitchField path="general.with_language_switch" label={labels.gsLanguageSwitch} hint={labels.gsLanguageSwitchHint} checked={g.with_language_switch} onChange={(with_language_switch) => general({ with_language_switch })} />
      <SelectField path="general.time_zone" label={labels.gsTimeZone} hint={labels.gsTimeZoneHint} value={g.time_zone} options={zoneOptions} onChange={(time_zone) => general({ time_zone })} />

      <ColourRow which="primary" />
      <ColourRow which="secondary" />

      <SelectField path="general.font_family" label={labels.gsFontFamily} value={g.font_family} options={FONT_FAMILY_NAMES.map((name) => ({ value: name, label: name }))} onChange={(font_family) => general({ font_family })} />
      <p className="rounded-lg bg-gray-50 p-3 text-lg text-gray-900" style={font ? { fontFamily: `var(--font-${font.slug})` } : undefined} data-font-sample="">
        {labels.gsFontSample}
      </p>
    </div>
  );
}

function ColourRow({ which }: { which: 'primary' | 'secondary' }) {
  const { editor: labels } = useEditorContext();
  const { draft, general } = useSettings();
  const colorKey = `${which}_color` as const satisfies keyof GeneralDraft;
  const shadeKey = `${which}_shade` as const satisfies keyof GeneralDraft;
  const family = draft.general[colorKey];
  const shade = draft.general[shadeKey];
  return (
    <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
      <SelectField path={`general.${colorKey}`} label={which === 'primary' ? labels.gsPrimaryColor : labels.gsSecondaryColor} value={family} options={COLOR_FAMILIES.map((name) => ({ value: name, label: name }))} onChange={(value) => general({ [colorKey]: value })} />
      <SelectField path={`general.${shadeKey}`} label={which === 'primary' ? labels.gsPrimaryShade : labels.gsSecondaryShade} value={shade} options={SHADES.map((value) => ({ value, label: value }))} onChange={(value) => general({ [shadeKey]: value })} />
      <span className={`mb-1 size-9 rounded-lg ring-1 ring-black/10 ${colorClass('bg', `${family}-${shade}`)}`} aria-hidden="true" data-colour-swatch={which} />
    </div>
  );
}
