import { UsageQuery } from '@console/contracts/billing';
import { defaultUsageRange, presetOf, presetRange, USAGE_PRESETS } from './usage-range';

const TODAY = '2026-03-31';

describe('usage ranges', () => {
  it('computes the quick ranges by the calendar', () => {
    expect(presetRange('last7Days', TODAY)).toEqual({ from: '2026-03-25', to: TODAY });
    expect(presetRange('thisMonth', TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
    expect(presetRange('lastMonth', TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last6Months', TODAY)).toEqual({ from: '2025-10-01', to: TODAY });
    expect(presetRange('last12Months', TODAY)).toEqual({ from: '2025-04-01', to: TODAY });
  });

  it('every preset passes the contract rules of its unit (31 days, 12 months)', () => {
    for (const unit of ['DAY', 'MONTH'] as const)
      for (const preset of USAGE_PRESETS[unit])
        expect(UsageQuery.safeParse({ unit, ...presetRange(preset, TODAY) }).success).toBe(true);
  });

  it('names the preset a range is, or none', () => {
    expect(presetOf('DAY', defaultUsageRange('DAY', TODAY), TODAY)).toBe('last7Days');
    expect(presetOf('MONTH', { from: '2025-04-01', to: TODAY }, TODAY)).toBe('last12Months');
    expect(presetOf('DAY', { from: '2026-03-02', to: TODAY }, TODAY)).toBeNull();
  });
});
