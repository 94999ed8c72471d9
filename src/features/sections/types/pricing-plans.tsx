// Pricing plans: the organisation's displayed plans with prices in the page's language and the
// plan's currency, promotions with the regular price struck through and a countdown, features, a
// highlighted plan, and an "Add to basket" island per plan.
import { Check, Minus } from 'lucide-react';
import { AddToBasketButton as AddToBasketButtonComponent } from '@/features/basket/add-to-basket-button';
import type { BasketPlan } from '@/features/basket/basket';
import { getFormatter } from '@/lib/i18n/format';
import { blockText } from '@/lib/i18n/section-labels';
import { labelText } from '@/lib/i18n/island-labels';
import { localizePath, translate } from '@/lib/i18n/locales';
import type { PricingPlanRow } from '@/server/commerce/queries';
import { formatPrice, planPricing } from '../price';
import { SaleCountdown as SaleCountdownComponent } from '../sale-countdown';
import type { SectionViewProps } from '../section-props';
import { accentClasses } from '@/lib/accent';
import { island } from '@/islands/island';

const SaleCountdown = island('sale-countdown', SaleCountdownComponent);
const AddToBasketButton = island('add-to-basket', AddToBasketButtonComponent);

const PLAN_COLUMNS: Record<number, string> = { 1: 'max-w-md mx-auto', 2: 'md:grid-cols-2 max-w-4xl mx-auto', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'md:grid-cols-2 xl:grid-cols-4' };

export function basketPlan(plan: PricingPlanRow, name: string): BasketPlan {
  return {
    id: plan.id,
    name,
    price: plan.price,
    is_promotion: plan.isPromotion,
    promotion_price: plan.promotionPrice,
    currency: plan.currency,
    currency_symbol: plan.currencySymbol,
  };
}

/** The corner radius of the text style's cards, for the highlighted plan's own border. */
function cardRadius(card: string): string {
  return /rounded-\S+/.exec(card)?.[0] ?? 'rounded-2xl';
}

function Plan({ plan, props, now }: { plan: PricingPlanRow; props: SectionViewProps; now: Date }) {
  const { locale, defaultLocale, style, accent } = props;
  const t = blockText(props.labels);
  const accentOn = accentClasses(accent, 'light');
  const name = translate(plan.name, plan.nameTranslation, locale);
  const description = translate(plan.description, plan.descriptionTranslation, locale);
  const pricing = planPricing(plan, now);
  const money = (minor: number) => formatPrice(minor, plan.currency, locale, plan.currencySymbol);
  const period = plan.recurringInterval === 'year' ? t('perYear') : plan.recurringInterval === 'month' ? t('perMonth') : t('oneTime');
  const highlighted = plan.isHighlighted;
  const labels = { ...props.labels.basket, addedNamed: labelText(props.labels.basket.addedNamed, { name }) };
  return (
    <article
      className={`relative flex flex-col bg-white p-8 text-gray-900 ${
        highlighted ? `${cardRadius(style.card)} border-2 ${accentOn.border} shadow-xl lg:-my-4 lg:py-12` : style.card
      }`}
      data-plan-id={plan.id}
      data-highlighted={highlighted || undefined}
    >
      {(highlighted || pricing.regular !== null) && (
        <div className="absolute -top-3.5 left-8 flex gap-2">
          {highlighted && <span className={`rounded-full px-3 py-1 text-xs font-semibold ${accentClasses(accent).button}`}>{t('mostPopular')}</span>}
          {pricing.regular !== null && <span className="rounded-full bg-rose-600 px-3 py-1 text-xs font-semibold text-white">{t('sale')}</span>}
        </div>
      )}
      <h3 className={`${style.cardTitle} text-gray-900`}>{name}</h3>
      {description && <p className={`mt-2 ${style.body} text-gray-600`}>{description}</p>}
      <div className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {pricing.regular !== null && (
          <s className="text-lg text-gray-500" data-price="regular">
            <span className="sr-only">{t('regularPrice')}: </span>
            {money(pricing.regular)}
          </s>
        )}
        <span className={`${style.title} text-4xl! sm:text-5xl! ${pricing.regular !== null ? 'text-rose-700' : 'text-gray-950'}`} data-price="current">
          {pricing.regular !== null && <span className="sr-only">{t('salePrice')}: </span>}
          {money(pricing.current)}
        </span>
        <span className="text-sm text-gray-500">{period}</span>
      </div>
      {pricing.endsAt && (
        <div className="mt-4">
          <SaleCountdown
            endsAt={pricing.endsAt.toISOString()}
            endsOnText={t('saleEndsOn', { date: getFormatter(locale).dateTime(pricing.endsAt, { dateStyle: 'long' }) })}
            labels={{
              endsIn: t('saleEndsIn'),
              ended: t('saleEnded'),
              days: t('days'),
              hours: t('hours'),
              minutes: t('minutes'),
              seconds: t('seconds'),
            }}
            tone="light"
          />
        </div>
      )}
      <ul className="mt-8 flex-1 space-y-3 text-sm" role="list">
        {plan.features.map((feature, i) => {
          const included = feature.included !== false;
          return (
            <li key={i} className={`flex gap-3 ${included ? 'text-gray-700' : 'text-gray-500'}`}>
              {included ? <Check aria-hidden className={`mt-0.5 size-4 shrink-0 ${accentOn.text}`} /> : <Minus aria-hidden className="mt-0.5 size-4 shrink-0 text-gray-400" />}
              <span>
                <span className="sr-only">{included ? t('included') : t('notIncluded')}: </span>
                {translate(feature.text, feature.text_translation, locale)}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-8">
        <AddToBasketButton
          plan={basketPlan(plan, name)}
          labels={labels}
          basketHref={localizePath('/basket', locale, defaultLocale)}
          className={`inline-flex w-full items-center justify-center gap-2 px-5 py-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 ${style.radius} ${
            highlighted ? accentOn.button : `border border-gray-300 bg-white text-gray-900 hover:bg-gray-50`
          }`}
        />
      </div>
    </article>
  );
}

export function PricingPlansSection(props: SectionViewProps) {
  const { section, extras, style, labels } = props;
  const plans = extras.plans ?? [];
  if (plans.length === 0) return <p className={`text-center ${style.c.muted}`}>{labels.blocks.noPlans}</p>;
  const columns = Math.min(plans.length, Math.max(1, Math.min(4, section.gridColumns)));
  // Server render time decides whether a promotion still runs; the countdown takes over in the browser.
  const now = new Date();
  return (
    <div className={`grid grid-cols-1 items-stretch gap-8 pt-6 ${PLAN_COLUMNS[columns] ?? PLAN_COLUMNS[3]}`}>
      {plans.map((plan) => (
        <Plan key={plan.id} plan={plan} props={props} now={now} />
      ))}
    </div>
  );
}
