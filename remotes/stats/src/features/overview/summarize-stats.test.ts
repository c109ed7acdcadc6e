import type { StatsOverview, StatsRow } from '@console/contracts/stats';
import { dailyFigures, sumTotals } from './summarize-stats';

const row = (date: string, channel: StatsRow['channel'], requested: number): StatsRow => ({
  date,
  channel,
  requested,
  success: requested - 1,
  failure: 1,
  fallback: 0,
  costKrw: requested * 10,
});

const overview: StatsOverview = {
  from: '2026-11-19',
  to: '2026-11-21',
  rows: [
    row('2026-11-19', 'SMS', 10),
    row('2026-11-19', 'LMS', 5),
    row('2026-11-21', 'SMS', 3),
    row('2026-11-21', 'RCS', 100),
  ],
  totals: [
    { channel: 'SMS', requested: 13, success: 11, failure: 2, fallback: 0, costKrw: 130 },
    { channel: 'LMS', requested: 5, success: 4, failure: 1, fallback: 0, costKrw: 50 },
    { channel: 'RCS', requested: 100, success: 99, failure: 1, fallback: 3, costKrw: 1000 },
  ],
};

describe('summarize stats', () => {
  it('adds up the totals of the chosen channels only', () => {
    expect(sumTotals(overview, ['SMS', 'LMS', 'MMS'])).toEqual({
      requested: 18,
      success: 15,
      failure: 3,
      fallback: 0,
      costKrw: 180,
    });
    expect(sumTotals(overview, ['RCS']).fallback).toBe(3);
  });

  it('gives every day of the range a line, days without sends at zero', () => {
    const days = dailyFigures(overview, ['SMS', 'LMS']);
    expect(days.map((d) => [d.date, d.requested])).toEqual([
      ['2026-11-19', 15],
      ['2026-11-20', 0],
      ['2026-11-21', 3],
    ]);
    expect(days[0]?.costKrw).toBe(150);
  });
});
