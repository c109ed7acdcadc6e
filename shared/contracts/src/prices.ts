// The prices on their own (no schema), for the screens that only estimate a cost: billing.ts builds
// its schemas at load, which a bundler cannot leave out of a page that imports one constant.
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
  /** Per delivered e-mail: bounced mail is not charged (DOMAIN.md "E-mail"). */
  EMAIL: 1,
} as const;
export type PricedType = keyof typeof PRICES_KRW;
export const VAT_RATE = 0.1;
