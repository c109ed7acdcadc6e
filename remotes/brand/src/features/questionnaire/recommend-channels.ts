import type { PriceRow, PricedType } from '@console/contracts/billing';
import {
  MONTHLY_VOLUME_RANGES,
  type ChannelInUse,
  type InquiryService,
  type MonthlyVolume,
  type QuestionnaireAnswers,
} from '@console/contracts/sales-inquiries';

/** Why a channel is recommended: keys of questionnaire.reasons in the remote's texts. */
export type RecommendationReason =
  | 'verification'
  | 'notification'
  | 'smsFallback'
  | 'marketing'
  | 'rcsRich'
  | 'advertisingRules'
  | 'twoWay'
  | 'api'
  | 'alreadyUsing';

export interface ChannelRecommendation {
  service: InquiryService;
  reasons: RecommendationReason[];
  /** The price table's types this channel is charged at; empty when it is priced by consultation. */
  priceTypes: PricedType[];
}

type RecommendedService = 'SMS' | 'ALIMTALK' | 'BRAND_MESSAGE' | 'RCS' | 'MO' | 'SOLUTION';

const PRICE_TYPES: Record<RecommendedService, PricedType[]> = {
  SMS: ['SMS'],
  ALIMTALK: ['ALIMTALK'],
  BRAND_MESSAGE: ['BRAND_MESSAGE_FRIENDS', 'BRAND_MESSAGE_OTHERS'],
  // Advertising is usually longer than an SMS: RCS LMS, and LMS where RCS cannot be received.
  RCS: ['RCS_LMS', 'LMS'],
  MO: [],
  SOLUTION: [],
};
/** The channel in use that a recommended service continues. */
const IN_USE: Partial<Record<RecommendedService, ChannelInUse>> = {
  SMS: 'SMS',
  ALIMTALK: 'KAKAO',
  BRAND_MESSAGE: 'KAKAO',
  RCS: 'RCS',
};

/**
 * The questionnaire's recommendation (DOMAIN.md channels and advertising rules): verification codes
 * by SMS; informational notices by alimtalk with SMS fallback; marketing by brand message and RCS/LMS
 * under the advertising rules; two-way support by MO; the API when the business integrates. Each
 * service appears once, in the order of the purposes, with every reason that led to it.
 */
export function recommendChannels(answers: QuestionnaireAnswers): ChannelRecommendation[] {
  const found = new Map<RecommendedService, RecommendationReason[]>();
  const add = (service: RecommendedService, ...reasons: RecommendationReason[]) => {
    const known = found.get(service) ?? [];
    found.set(service, [...known, ...reasons.filter((reason) => !known.includes(reason))]);
  };
  const purposes = new Set(answers.purposes);
  if (purposes.has('VERIFICATION')) add('SMS', 'verification');
  if (purposes.has('ORDER_SHIPPING') || purposes.has('RESERVATION')) add('ALIMTALK', 'notification', 'smsFallback');
  if (purposes.has('MARKETING')) {
    add('BRAND_MESSAGE', 'marketing', 'advertisingRules');
    add('RCS', 'rcsRich', 'advertisingRules');
  }
  if (purposes.has('SUPPORT')) add('MO', 'twoWay');
  if (answers.api) add('SOLUTION', 'api');

  return [...found].map(([service, reasons]) => {
    const inUse = IN_USE[service];
    return {
      service,
      reasons: inUse && answers.channels.includes(inUse) ? [...reasons, 'alreadyUsing'] : reasons,
      priceTypes: PRICE_TYPES[service],
    };
  });
}

export interface CostEstimate {
  /** The lowest and highest unit price of the channel's types, before VAT. */
  unitMinKrw: number;
  unitMaxKrw: number;
  /** The volume range's lower bound at the lowest price. */
  minKrw: number;
  /** The upper bound at the highest price; null when the range has no upper bound. */
  maxKrw: number | null;
}

/**
 * What a month costs if the whole volume goes through the channel, from the server's price table;
 * null when the channel has no row there (priced by consultation).
 */
export function estimateMonthlyCost(
  recommendation: Pick<ChannelRecommendation, 'priceTypes'>,
  volume: MonthlyVolume,
  prices: readonly PriceRow[],
): CostEstimate | null {
  const unitPrices = prices.filter((row) => recommendation.priceTypes.includes(row.type)).map((row) => row.priceKrw);
  if (unitPrices.length === 0) return null;
  const unitMinKrw = Math.min(...unitPrices);
  const unitMaxKrw = Math.max(...unitPrices);
  const range = MONTHLY_VOLUME_RANGES[volume];
  return {
    unitMinKrw,
    unitMaxKrw,
    minKrw: Math.round(range.min * unitMinKrw),
    maxKrw: range.max === null ? null : Math.round(range.max * unitMaxKrw),
  };
}

/** The consulting inquiry's services for these answers: the recommended ones. */
export const recommendedServices = (answers: QuestionnaireAnswers): InquiryService[] =>
  recommendChannels(answers).map((recommendation) => recommendation.service);
