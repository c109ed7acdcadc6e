import {
  CONTACT_EMAIL_INVALID_MESSAGE,
  ContactInput,
  ImportMapping,
  normalizeContactEmail,
  normalizeContactPhone,
  suggestImportMapping,
} from './address-books';

describe('normalizeContactPhone', () => {
  it('keeps mobile numbers as digits, from the forms people and spreadsheets write', () => {
    expect(normalizeContactPhone('010-1234-5678')).toBe('01012345678');
    expect(normalizeContactPhone(' +82 10 1234 5678 ')).toBe('01012345678');
    expect(normalizeContactPhone('1012345678')).toBe('01012345678'); // Excel dropped the leading 0
    expect(normalizeContactPhone('011-123-4567')).toBe('0111234567');
  });

  it('refuses numbers that cannot receive a text', () => {
    for (const input of ['02-123-4567', '1588-1234', '080-123-4567', '010-12', '010-1234-56789', 'abc'])
      expect(normalizeContactPhone(input)).toBeNull();
  });
});

describe('normalizeContactEmail', () => {
  it('lower-cases an address, keeps empty as none and refuses what is not an address', () => {
    expect(normalizeContactEmail(' Kim@Customer.Example ')).toBe('kim@customer.example');
    expect(normalizeContactEmail('')).toBeNull();
    expect(normalizeContactEmail(null)).toBeNull();
    expect(normalizeContactEmail('kim at customer')).toBeUndefined();
    expect(normalizeContactEmail('kim@customer')).toBeUndefined();
  });

  it('makes the contact form refuse a bad address in Korean and accept none', () => {
    const bad = ContactInput.safeParse({ groupSeq: 1, phone: '01012345678', email: 'kim@' });
    expect(bad.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['email', CONTACT_EMAIL_INVALID_MESSAGE],
    ]);
    expect(ContactInput.safeParse({ groupSeq: 1, phone: '01012345678', email: '' }).success).toBe(true);
    expect(ContactInput.safeParse({ groupSeq: 1, phone: '01012345678' }).success).toBe(true);
  });
});

describe('suggestImportMapping', () => {
  it('finds phone, name and memo by Korean or English headers; other headers become custom fields', () => {
    expect(suggestImportMapping(['성명', '휴대폰 번호', '등급', '비고', '가입 일자', '이름'])).toEqual({
      phone: 1,
      name: 0,
      email: null,
      memo: 3,
      fields: [
        { key: '등급', column: 2 },
        { key: '가입_일자', column: 4 },
      ],
    });
    expect(suggestImportMapping(['Name', 'Mobile'])).toEqual({
      phone: 1,
      name: 0,
      email: null,
      memo: null,
      fields: [],
    });
    expect(suggestImportMapping(['이름', '휴대폰', '이메일', '등급'])).toEqual({
      phone: 1,
      name: 0,
      email: 2,
      memo: null,
      fields: [{ key: '등급', column: 3 }],
    });
    expect(suggestImportMapping(['E-mail', 'Phone']).email).toBe(0);
    expect(suggestImportMapping(['이메일 주소', '전화번호']).email).toBe(0);
    expect(suggestImportMapping(['a', 'b']).phone).toBeNull();
  });

  it('never suggests more custom fields than a contact can hold, nor a built-in name', () => {
    const header = ['전화번호', ...Array.from({ length: 12 }, (_, i) => `항목${i}`), 'phone_2', 'name'];
    const fields = suggestImportMapping(header).fields;
    expect(fields).toHaveLength(10);
    expect(fields.map((f) => f.key)).not.toContain('name');
  });
});

describe('contact schemas', () => {
  it('refuse a reserved or repeated custom field name and a mapping without a phone column', () => {
    const reserved = ContactInput.safeParse({
      groupSeq: 1,
      phone: '01012345678',
      fields: [{ key: 'phone', value: 'x' }],
    });
    expect(reserved.error?.issues[0]?.message).toBe('이름과 전화번호는 기본 항목이라 따로 만들 수 없어요.');
    const repeated = ContactInput.safeParse({
      groupSeq: 1,
      phone: '01012345678',
      fields: [
        { key: 'a', value: '1' },
        { key: 'a', value: '2' },
      ],
    });
    expect(repeated.error?.issues[0]?.message).toBe('같은 이름의 항목이 두 번 있어요.');
    expect(ImportMapping.safeParse({ name: 0 }).error?.issues[0]?.message).toBe('전화번호 열을 선택해 주세요.');
  });
});
