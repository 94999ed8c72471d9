'use client';
// A pricing plan's fields: its product, name and description, its price typed in the currency's
// major units (kept in minor units, shown as visitors will read it in the editor's language), its
// currency and billing period, a promotion price below the price with its end, whether it is
// highlighted or shown, and the list of what it includes.
import { Plus, X } from 'lucide-react';
import { labelText } from '@/lib/i18n/island-labels';
import { useEditorContext } from '../editor-labels';
import { fromLocalInput, toLocalInput } from './local-time';
import { CURRENCIES, currencyDigits, retypePrice, textToMinor } from './money';
import { Badge } from './record-list';
import { ADD_BUTTON, LocalizedField, SelectField, SwitchField, TextField } from './settings-controls';
import { useSettings } from './settings-context';
import type { PlanDraft } from './settings-draft';
import type { PlanFeature } from './settings-types';

/** The price as visitors read it ("12,50 €"), or nothing while the text is no price. */
export function usePriceWords() {
  const { locale } = useEditorContext();
  return (text: string, currency: string) => {
    const parsed = textToMinor(text, currency, locale);
    if (!parsed.ok || parsed.minor === null) return null;
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(parsed.minor / 10 ** currencyDigits(currency));
    } catch {
      return null;
    }
  };
}

/** The currencies offered, named in the editor's language, with the current one always among them. */
export function useCurrencyOptions(current: string) {
  const { locale } = useEditorContext();
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
  } catch {
    names = null;
  }
  const codes: string[] = CURRENCIES.includes(current as (typeof CURRENCIES)[number]) ? [...CURRENCIES] : [current, ...CURRENCIES];
  return codes.map((code) => ({ value: code, label: `${code} · ${names?.of(code) ?? code}` }));
}

export function PlanBadges({ plan }: { plan: PlanDraft }) {
  const { editor: labels } = useEditorContext();
  const price = usePriceWords()(plan.price, plan.currency);
  return (
    <>
      {price && <span className="shrink-0 text-xs text-gray-700 tabular-nums">{price}</span>}
      {plan.is_promotion && <Badge tone="amber">{labels.gsPromotion}</Badge>}
      {!plan.is_displayed && <Badge>{labels.gsHidden}</Badge>}
    </>
  );
}

export function PlanFields({ plan }: { plan: PlanDraft }) {
  const { editor: labels, locale } = useEditorContext();
  const { record, draft } = useSettings();
  const priceWords = usePriceWords();
  const currencies = useCurrencyOptions(plan.currency);
  const at = `pricing_plans.${plan.key}`;
  const patch = (next: Partial<PlanDraft>, typing = false) => record('pricing_plans', plan.key, next, typing);
  const setCurrency = (currency: string) =>
    patch({ currency, price: retypePrice(plan.price, plan.currency, currency, locale), promotion_price: retypePrice(plan.promotion_price, plan.currency, currency, locale) });
  const products = [{ value: '', label: labels.gsNoProduct }, ...draft.products.map((product) => ({ value: product.key, label: product.name || labels.gsUntitled }))];
  const intervals = [
    { value: 'month', label: labels.gsIntervalMonth },
    { value: 'year', label: labels.gsIntervalYear },
    { value: 'one_time', label: labels.gsIntervalOnce },
  ];
  const setFeature = (index: number, change: Partial<PlanFeature>, typing = false) => patch({ features: plan.features.map((feature, at) => (at === index ? { ...feature, ...change } : feature)) }, typing);
  return (
    <>
      <LocalizedField path={`${at}.name`} label={labels.gsName} base={plan.name} translations={plan.name_translation} onChange={(c) => patch('base' in c ? { name: c.base } : { name_translation: c.translations }, true)} />
      <LocalizedField
        path={`${at}.description`}
        label={labels.gsDescription}
        multiline
        base={plan.description}
        translations={plan.description_translation}
        onChange={(c) => patch('base' in c ? { description: c.base } : { description_translation: c.translations }, true)}
      />
      <SelectField path={`${at}.product_key`} label={labels.gsProduct} value={plan.product_key ?? ''} options={products} onChange={(key) => patch({ product_key: key || null })} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField path={`${at}.price`} label={labels.gsPrice} inputMode="decimal" value={plan.price} onChange={(price) => patch({ price }, true)} hint={priceWords(plan.price, plan.currency)} />
        <SelectField path={`${at}.currency`} label={labels.gsCurrency} value={plan.currency} options={currencies} onChange={setCurrency} />
        <SelectField path={`${at}.recurring_interval`} label={labels.gsInterval} value={plan.recurring_interval} options={intervals} onChange={(recurring_interval) => patch({ recurring_interval })} />
      </div>
      <SwitchField path={`${at}.is_promotion`} label={labels.gsPromotion} checked={plan.is_promotion} onChange={(is_promotion) => patch({ is_promotion })} />
      {plan.is_promotion && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField path={`${at}.promotion_price`} label={labels.gsPromotionPrice} inputMode="decimal" value={plan.promotion_price} onChange={(promotion_price) => patch({ promotion_price }, true)} hint={priceWords(plan.promotion_price, plan.currency)} />
          <TextField path={`${at}.promotion_ends_at`} label={labels.gsPromotionEnds} type="datetime-local" value={toLocalInput(plan.promotion_ends_at)} onChange={(value) => patch({ promotion_ends_at: fromLocalInput(value) })} />
        </div>
      )}
      <SwitchField path={`${at}.is_highlighted`} label={labels.gsHighlighted} checked={plan.is_highlighted} onChange={(is_highlighted) => patch({ is_highlighted })} />
      <SwitchField path={`${at}.is_displayed`} label={labels.gsShown} checked={plan.is_displayed} onChange={(is_displayed) => patch({ is_displayed })} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800">{labels.gsPlanFeatures}</legend>
        {plan.features.map((feature, index) => {
          const number = labelText(labels.gsPlanFeatureNumber, { number: index + 1 });
          return (
            <div key={index} className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <LocalizedField
                  path={`${at}.features.${index}`}
                  label={number}
                  base={feature.text}
                  translations={feature.text_translation ?? {}}
                  onChange={(c) => setFeature(index, 'base' in c ? { text: c.base } : { text_translation: c.translations }, true)}
                />
              </div>
              <label className="mb-2 flex items-center gap-1.5 text-sm text-gray-800">
                <input type="checkbox" className="size-4 accent-sky-700" checked={feature.included !== false} onChange={(event) => setFeature(index, { included: event.target.checked })} />
                {labels.gsIncluded}
              </label>
              <button
                type="button"
                className="mb-0.5 inline-flex size-10 items-center justify-center rounded-lg text-rose-700 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-sky-600"
                aria-label={labelText(labels.gsDeleteNamed, { title: feature.text || number })}
                onClick={() => patch({ features: plan.features.filter((_, at) => at !== index) })}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
          );
        })}
        <button type="button" className={ADD_BUTTON} onClick={() => patch({ features: [...plan.features, { text: '', included: true }] })}>
          <Plus className="size-4" aria-hidden="true" />
          {labels.gsAddPlanFeature}
        </button>
      </fieldset>
    </>
  );
}
