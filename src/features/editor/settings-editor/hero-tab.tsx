'use client';
// The Hero Section tab: the home page's hero as it is saved (its texts and picture), read only; it
// has an editor of its own, which the button opens in place of this one (unsaved changes here are
// asked about first).
import { Pencil } from 'lucide-react';
import { useEditorContext } from '../editor-labels';
import { useEditedLanguage } from '../edited-language';
import { plainText, textFor } from '../translations';
import { ADD_BUTTON, TabHeading } from './settings-controls';
import { useSettings } from './settings-context';

export function HeroTab() {
  const { editor: labels } = useEditorContext();
  const { data, leaveTo } = useSettings();
  const language = useEditedLanguage();
  const hero = data.website_hero;
  const rows = hero
    ? [
        { label: labels.gsHeroTitle, value: plainText(textFor(hero.title, hero.title_translation, language)) || plainText(hero.title) },
        { label: labels.gsDescription, value: plainText(textFor(hero.description, hero.description_translation, language)) || plainText(hero.description) },
        { label: labels.gsHeroButton, value: plainText(textFor(hero.button, hero.button_translation, language)) || hero.button },
      ]
    : [];
  return (
    <div>
      <TabHeading title={labels.gsTabHero} subtitle={labels.gsHeroSubtitle}>
        <button type="button" className={ADD_BUTTON} onClick={() => leaveTo(hero ? { kind: 'hero', mode: 'edit', id: hero.id } : { kind: 'hero', mode: 'create' })} data-open-hero-editor="">
          <Pencil className="size-4" aria-hidden="true" />
          {hero ? labels.gsEditHero : labels.gsCreateHero}
        </button>
      </TabHeading>
      {hero ? (
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <dl className="space-y-3">
            {rows.map((row) => (
              <div key={row.label}>
                <dt className="text-sm font-medium text-gray-700">{row.label}</dt>
                <dd className="text-sm break-words text-gray-900">{row.value || labels.valueEmpty}</dd>
              </div>
            ))}
          </dl>
          {/* eslint-disable-next-line @next/next/no-img-element -- any address a hero may hold, shown as saved; decorative beside the texts */}
          {hero.image && <img src={hero.image} alt="" className="aspect-video w-full rounded-lg bg-gray-100 object-cover ring-1 ring-gray-200" />}
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-gray-300 p-4 text-center text-sm text-gray-600">{labels.gsNoHero}</p>
      )}
    </div>
  );
}
