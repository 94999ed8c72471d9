// Money as visitors read it. The formatting lives in src/lib/i18n so that the server's order e-mail
// formats amounts exactly as the pages do.
export { formatPrice } from '@/lib/i18n/money';

// The promotion rule lives in src/lib so that checkout on the server applies the very same one.
export { planPricing, type PlanPricing } from '@/lib/plan-pricing';
