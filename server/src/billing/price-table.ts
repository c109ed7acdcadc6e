import { PRICES_KRW, VAT_RATE, type PricedType, type PriceRow, type PriceTable } from '@console/contracts/billing';

// The date the current price list took effect; change it together with PRICES_KRW.
const PRICES_EFFECTIVE_FROM = '2025-01-01';

const channelOf = (type: PricedType): PriceRow['channel'] => {
  if (type === 'EMAIL') return 'EMAIL';
  if (type.startsWith('RCS_')) return 'RCS';
  return type === 'ALIMTALK' || type.startsWith('BRAND_MESSAGE') ? 'KAKAO' : 'SMS';
};

// Prices with VAT are rounded to 0.1 won, as the invoices show them.
const withVat = (price: number) => Math.round(price * (1 + VAT_RATE) * 10) / 10;

/** The price list the pricing page, the public pages and the API show (DOMAIN.md "Prices"). */
export const PRICE_TABLE: PriceTable = {
  rows: (Object.entries(PRICES_KRW) as [PricedType, number][]).map(([type, priceKrw]) => ({
    type,
    channel: channelOf(type),
    priceKrw,
    priceWithVatKrw: withVat(priceKrw),
  })),
  vatRate: VAT_RATE,
  effectiveFrom: PRICES_EFFECTIVE_FROM,
};
