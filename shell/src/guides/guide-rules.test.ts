import { tooltipDue, withinGuideWindow } from './guide-rules';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('guide rules', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('shows guides while the verification date is unset or within 3 days after it', () => {
    expect(withinGuideWindow(null, now)).toBe(true);
    expect(withinGuideWindow(new Date(now - 2 * DAY).toISOString(), now)).toBe(true);
    expect(withinGuideWindow(new Date(now - 3 * DAY).toISOString(), now)).toBe(true);
    expect(withinGuideWindow(new Date(now - 3 * DAY - 1).toISOString(), now)).toBe(false);
  });

  it('brings a tooltip closed without acknowledging back after 24 hours, never an acknowledged one', () => {
    expect(tooltipDue(undefined, now)).toBe(true);
    expect(tooltipDue({ hiddenAt: now - 23 * HOUR }, now)).toBe(false);
    expect(tooltipDue({ hiddenAt: now - DAY }, now)).toBe(true);
    expect(tooltipDue({ acknowledged: true }, now)).toBe(false);
  });
});
