import { withAdvertisingLines } from './advertising-lines';

const lines = { senderName: '한빛커머스', optOutNumber: '0801234567' };

describe('withAdvertisingLines', () => {
  it('writes the (광고) mark on top and the opt-out line at the end', () => {
    expect(withAdvertisingLines('세일 안내', true, lines)).toBe('(광고)한빛커머스\n세일 안내\n무료거부 080-123-4567');
  });

  it('does not write a mark or an opt-out line the body already has', () => {
    const body = '(광고)한빛\n세일\n무료거부 080-000-0000';
    expect(withAdvertisingLines(body, true, lines)).toBe(body);
  });

  it('takes out only the lines it wrote when unchecked, keeping the user’s words', () => {
    const written = withAdvertisingLines('세일 안내', true, lines);
    expect(withAdvertisingLines(written, false, lines)).toBe('세일 안내');
    expect(withAdvertisingLines('(광고)다른곳\n세일', false, lines)).toBe('(광고)다른곳\n세일');
  });
});
