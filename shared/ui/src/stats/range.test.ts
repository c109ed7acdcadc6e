import { SendStatsQuery } from '@console/contracts/stats';
import { defaultRange, presetOf, presetRange, RANGE_PRESETS, rangeForUnit } from './range';

const TODAY = '2026-03-31';

describe('statistics ranges', () => {
  it('computes each quick range by the calendar', () => {
    expect(presetRange('today', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(presetRange('yesterday', TODAY)).toEqual({ from: '2026-03-30', to: '2026-03-30' });
    expect(presetRange('last7Days', TODAY)).toEqual({ from: '2026-03-25', to: TODAY });
    expect(presetRange('last30Days', TODAY)).toEqual({ from: '2026-03-02', to: TODAY });
    expect(presetRange('thisMonth', TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
    expect(presetRange('lastMonth', TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last6Months', TODAY)).toEqual({ from: '2025-10-01', to: TODAY });
    expect(presetRange('last12Months', TODAY)).toEqual({ from: '2025-04-01', to: TODAY });
    expect(presetRange('thisYear', TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
  });

  it('offers only ranges the contract accepts for their unit', () => {
    for (const unit of ['HOUR', 'DAY', 'MONTH'] as const)
      for (const preset of RANGE_PRESETS[unit])
        expect([unit, preset, SendStatsQuery.safeParse({ unit, ...presetRange(preset, TODAY) }).success]).toEqual([
          unit,
          preset,
          true,
        ]);
  });

  it('keeps the days between hours and days, and uses the default when months come in or go', () => {
    const week = defaultRange('DAY', TODAY);
    expect(rangeForUnit('DAY', 'HOUR', week, TODAY)).toBe(week);
    expect(rangeForUnit('DAY', 'MONTH', week, TODAY)).toEqual({ from: '2025-10-01', to: TODAY });
    expect(rangeForUnit('MONTH', 'HOUR', week, TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(presetOf('DAY', week, TODAY)).toBe('last7Days');
    expect(presetOf('DAY', { from: '2026-03-03', to: TODAY }, TODAY)).toBeNull();
  });
});
