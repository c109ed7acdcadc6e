import { changeRate, formatPercent, formatPeriod, periodTick, shareOf } from './figures';

describe('statistics figures', () => {
  it('writes periods as the console writes dates', () => {
    expect(formatPeriod('2026-11-21 09', (hour) => `${hour}h`)).toBe('2026.11.21 09h');
    expect(formatPeriod('2026-11-21 09', (hour) => `${hour}:00`)).toBe('2026.11.21 09:00');
    expect(formatPeriod('2026-11-21', String)).toBe('2026.11.21');
    expect(formatPeriod('2026-11', String)).toBe('2026.11');
    expect(periodTick('HOUR', '2026-11-21 09', (hour) => `${hour}h`)).toBe('11.21 09h');
    expect(periodTick('DAY', '2026-11-21', String)).toBe('11.21');
    expect(periodTick('MONTH', '2026-11', String)).toBe('2026.11');
  });

  it('gives shares and changes in percent, none without a whole to compare with', () => {
    expect(shareOf(1, 4)).toBe(25);
    expect(shareOf(1, 0)).toBeNull();
    expect(changeRate(150, 100)).toBe(50);
    expect(changeRate(5, 0)).toBeNull();
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(null)).toBe('-');
  });
});
