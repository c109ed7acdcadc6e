import type { PriceRow } from '@console/contracts/billing';
import type { QuestionnaireAnswers } from '@console/contracts/sales-inquiries';
import { estimateMonthlyCost, recommendChannels, recommendedServices } from './recommend-channels';

const answers = (overrides: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers => ({
  industry: 'COMMERCE',
  purposes: ['VERIFICATION'],
  volume: 'FROM_10K',
  channels: [],
  api: false,
  ...overrides,
});
// Deliberately not the product's prices: the estimate must follow whatever table it is given.
const prices: PriceRow[] = [
  { type: 'SMS', channel: 'SMS', priceKrw: 10, priceWithVatKrw: 11 },
  { type: 'LMS', channel: 'SMS', priceKrw: 50, priceWithVatKrw: 55 },
  { type: 'RCS_LMS', channel: 'RCS', priceKrw: 30, priceWithVatKrw: 33 },
  { type: 'ALIMTALK', channel: 'KAKAO', priceKrw: 7, priceWithVatKrw: 7.7 },
];

describe('recommendChannels', () => {
  it('sends verification codes by SMS', () => {
    expect(recommendChannels(answers())).toEqual([{ service: 'SMS', reasons: ['verification'], priceTypes: ['SMS'] }]);
  });

  it('sends order and reservation notices by alimtalk with SMS fallback, once', () => {
    const result = recommendChannels(answers({ purposes: ['ORDER_SHIPPING', 'RESERVATION'] }));
    expect(result).toEqual([
      { service: 'ALIMTALK', reasons: ['notification', 'smsFallback'], priceTypes: ['ALIMTALK'] },
    ]);
  });

  it('sends marketing by brand message and RCS/LMS, both under the advertising rules', () => {
    const result = recommendChannels(answers({ purposes: ['MARKETING'] }));
    expect(result.map((r) => r.service)).toEqual(['BRAND_MESSAGE', 'RCS']);
    for (const recommendation of result) expect(recommendation.reasons).toContain('advertisingRules');
    expect(result[1]?.priceTypes).toEqual(['RCS_LMS', 'LMS']);
  });

  it('adds MO for two-way support and the API solution when integrating; says which channels continue', () => {
    const result = recommendChannels(
      answers({ purposes: ['VERIFICATION', 'ORDER_SHIPPING', 'SUPPORT'], channels: ['KAKAO'], api: true }),
    );
    expect(result.map((r) => [r.service, r.reasons.includes('alreadyUsing')])).toEqual([
      ['SMS', false],
      ['ALIMTALK', true],
      ['MO', false],
      ['SOLUTION', false],
    ]);
    expect(result.find((r) => r.service === 'MO')?.priceTypes).toEqual([]);
    expect(recommendedServices(answers({ purposes: ['SUPPORT'], api: true }))).toEqual(['MO', 'SOLUTION']);
  });
});

describe('estimateMonthlyCost', () => {
  it("multiplies the volume range's bounds by the table's unit prices", () => {
    expect(estimateMonthlyCost({ priceTypes: ['SMS'] }, 'FROM_10K', prices)).toEqual({
      unitMinKrw: 10,
      unitMaxKrw: 10,
      minKrw: 100_000,
      maxKrw: 1_000_000,
    });
    expect(estimateMonthlyCost({ priceTypes: ['RCS_LMS', 'LMS'] }, 'UNDER_10K', prices)).toEqual({
      unitMinKrw: 30,
      unitMaxKrw: 50,
      minKrw: 0,
      maxKrw: 500_000,
    });
  });

  it('has no upper bound for the top range, and no estimate for a channel missing from the table', () => {
    expect(estimateMonthlyCost({ priceTypes: ['ALIMTALK'] }, 'OVER_1M', prices)).toMatchObject({
      minKrw: 7_000_000,
      maxKrw: null,
    });
    expect(estimateMonthlyCost({ priceTypes: ['BRAND_MESSAGE_FRIENDS'] }, 'FROM_10K', prices)).toBeNull();
    expect(estimateMonthlyCost({ priceTypes: [] }, 'FROM_10K', prices)).toBeNull();
  });
});
