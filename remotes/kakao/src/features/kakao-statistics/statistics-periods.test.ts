import { filledSeries, periodsOf } from './statistics-periods';

describe('statistics periods', () => {
  it('lists every hour, day or month of a range in the server notation', () => {
    expect(periodsOf('DAY', '2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    const hours = periodsOf('HOUR', '2026-11-20', '2026-11-21');
    expect([hours.length, hours[0], hours[23], hours[47]]).toEqual([
      48,
      '2026-11-20 00',
      '2026-11-20 23',
      '2026-11-21 23',
    ]);
    expect(periodsOf('MONTH', '2025-11-01', '2026-02-28')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('fills the periods without sends with zeros', () => {
    const point = { period: '2026-11-21', requested: 3, delivered: 2, failed: 1, fallback: 0, costKrw: 18 };
    const filled = filledSeries({ unit: 'DAY', from: '2026-11-20', to: '2026-11-21', series: [point] });
    expect(filled).toEqual([
      { period: '2026-11-20', requested: 0, delivered: 0, failed: 0, fallback: 0, costKrw: 0 },
      point,
    ]);
  });
});
