import type { TPaymentCard } from '@gifthub/shared/billing';

export const cardLabel = (c: Pick<TPaymentCard, 'card_brand' | 'last4'>) => `${brandName(c.card_brand)} •••• ${c.last4}`;
export const cardExpiry = (c: Pick<TPaymentCard, 'exp_month' | 'exp_year'>) => `${String(c.exp_month).padStart(2, '0')}/${String(c.exp_year).slice(-2)}`;

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay' };
export const brandName = (brand: string) => BRANDS[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');
