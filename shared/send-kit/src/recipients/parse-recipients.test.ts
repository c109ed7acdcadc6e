import { mergeRecipients, parsePastedRecipients, parseRecipientFile } from './parse-recipients';

describe('recipient parsing', () => {
  it('normalises pasted numbers, keeps the first of each, and lists what is not a mobile number', () => {
    const parsed = parsePastedRecipients('+82 10-1234-5678; 010.1234.5678\n\n010 9876 5432,0212345678\t뷁');
    expect(parsed.recipients).toEqual([{ phone: '01012345678' }, { phone: '01098765432' }]);
    expect(parsed.duplicateCount).toBe(1);
    expect(parsed.invalid).toEqual(['0212345678', '뷁']);
  });

  it('reads a headerless file by its first column', () => {
    const parsed = parseRecipientFile('01011112222,메모\r\n01033334444\r\n');
    expect(parsed.recipients).toEqual([{ phone: '01011112222' }, { phone: '01033334444' }]);
    expect(parsed.variableNames).toEqual([]);
  });

  it('finds the number column by its header and turns the other columns into variables, quoted cells included', () => {
    const parsed = parseRecipientFile(
      '\uFEFF이름,전화번호,쿠폰\n"김, 철수",010-1111-2222,"A""1"\n\'=박,01033334444,B2\n',
    );
    expect(parsed.variableNames).toEqual(['이름', 'name', '쿠폰']);
    expect(parsed.recipients).toEqual([
      { phone: '01011112222', variables: { 이름: '김, 철수', name: '김, 철수', 쿠폰: 'A"1' } },
      { phone: '01033334444', variables: { 이름: '=박', name: '=박', 쿠폰: 'B2' } },
    ]);
  });

  it('merges a file and pasted numbers, the file winning with its values', () => {
    const file = parseRecipientFile('phone,code\n01011112222,X\n');
    const merged = mergeRecipients(file, parsePastedRecipients('01011112222\n01099998888\nabc'));
    expect(merged.recipients).toEqual([{ phone: '01011112222', variables: { code: 'X' } }, { phone: '01099998888' }]);
    expect(merged.duplicateCount).toBe(1);
    expect(merged.invalid).toEqual(['abc']);
  });
});
