import type { Queryable } from '../db/database';

/**
 * Team 1's demo address books: [group, description, contacts [name, digits, fields, e-mail]]. The
 * e-mail group's addresses follow the e-mail simulator's rules (a bounce by domain, an open or a
 * click by the local part), so a send to it shows every result.
 */
const DEMO_GROUPS: [string, string, [string, string, [string, string][], string?][]][] = [
  [
    '이메일 수신 고객',
    '이메일 뉴스레터 수신에 동의한 고객',
    [
      ['서지우', '01020263001', [['등급', '골드']], 'open.jiwoo@customer.example'],
      ['윤하린', '01020263002', [['등급', '실버']], 'click.harin@customer.example'],
      ['강도윤', '01020263003', [['등급', '실버']], 'doyun.kang@customer.example'],
      ['임서연', '01020263004', [['등급', '브론즈']], 'seoyeon@bounce-hard.example'],
      ['오민준', '01020263005', [['등급', '브론즈']], 'minjun@bounce-soft.example'],
      ['장유나', '01020263006', [['등급', '브론즈']]],
    ],
  ],
  [
    'VIP 고객',
    '연말 감사 쿠폰 대상',
    [
      [
        '김하늘',
        '01020261001',
        [
          ['등급', '골드'],
          ['쿠폰', 'THANKS10'],
        ],
      ],
      [
        '이바다',
        '01020261002',
        [
          ['등급', '실버'],
          ['쿠폰', 'THANKS5'],
        ],
      ],
      [
        '박가람',
        '01020261003',
        [
          ['등급', '골드'],
          ['쿠폰', 'THANKS10'],
        ],
      ],
      [
        '최누리',
        '01020261004',
        [
          ['등급', '브론즈'],
          ['쿠폰', 'WELCOME'],
        ],
      ],
    ],
  ],
  [
    '신규 가입',
    '이번 달 가입 고객',
    [
      ['정다운', '01020262001', [['가입일', '11월 3일']]],
      ['한결', '01020262002', [['가입일', '11월 15일']]],
    ],
  ],
];

/** Groups with contacts and custom fields, so /send/address and sending with #{variables} have data. */
export async function insertDemoAddressBooks(tx: Queryable) {
  for (const [name, description, contacts] of DEMO_GROUPS) {
    const [group] = await tx.query<{ seq: number }>(
      'INSERT INTO address_groups (team_seq, name, description) VALUES (1, $1, $2) RETURNING seq',
      [name, description],
    );
    for (const [contactName, phone, fields, email] of contacts) {
      await tx.query(
        'INSERT INTO contacts (team_seq, group_seq, name, phone, fields, email) VALUES (1, $1, $2, $3, $4, $5)',
        [group!.seq, contactName, phone, JSON.stringify(fields.map(([key, value]) => ({ key, value }))), email ?? null],
      );
    }
  }
}
