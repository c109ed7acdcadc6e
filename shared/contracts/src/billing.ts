import { z } from 'zod';

/** KRW per message before VAT (DOMAIN.md "Prices", ours). Failed messages are not charged. */
export const PRICES_KRW = {
  SMS: 13,
  LMS: 40,
  MMS: 120,
  RCS_SMS: 11,
  RCS_LMS: 35,
  RCS_MMS: 100,
  ALIMTALK: 9,
  BRAND_MESSAGE_FRIENDS: 20,
  BRAND_MESSAGE_OTHERS: 30,
} as const;
export type PricedType = keyof typeof PRICES_KRW;
export const VAT_RATE = 0.1;

export const PriceChannel = z.enum(['SMS', 'RCS', 'KAKAO']);
export const PriceRow = z.object({
  type: z.enum(Object.keys(PRICES_KRW) as [PricedType, ...PricedType[]]),
  channel: PriceChannel,
  priceKrw: z.number(),
  priceWithVatKrw: z.number(),
});
export type PriceRow = z.infer<typeof PriceRow>;

export const PriceTable = z.object({
  rows: z.array(PriceRow),
  vatRate: z.number(),
  effectiveFrom: z.string(),
});
export type PriceTable = z.infer<typeof PriceTable>;
