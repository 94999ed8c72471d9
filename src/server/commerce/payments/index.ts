import 'server-only';
// The payment methods this deployment offers; the first is the default. Only the manual invoice
// exists today (decision 040).
import type { PaymentMethod } from '@/schemas/order';
import { invoicePayment } from './invoice';
import type { PaymentProvider } from './types';

const PROVIDERS: readonly PaymentProvider[] = [invoicePayment];

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = PROVIDERS[0].id;

export function paymentProviders(): readonly PaymentProvider[] {
  return PROVIDERS;
}

export function paymentProvider(id: PaymentMethod): PaymentProvider {
  const provider = PROVIDERS.find((candidate) => candidate.id === id);
  // The body schema only admits listed methods, so a miss is a programming error.
  if (!provider) throw new Error(`No payment provider ${id}`);
  return provider;
}
