import { legacyPasswordHash } from '../account-migration/legacy-password';
import type { Queryable } from '../db/database';

/** Profile of each demo business, by registration number: [representative, address]. */
const BUSINESS_PROFILES: Record<string, [string, string]> = {
  '2208112341': ['김한빛', '서울특별시 강남구 테헤란로 123, 한빛빌딩 8층'],
  '1058612348': ['정새싹', '경기도 성남시 분당구 판교역로 45, 2층'],
  '2148734565': ['한링크', '서울특별시 구로구 디지털로 300, 11층'],
  '1208856785': ['오안녕', '부산광역시 해운대구 센텀중앙로 90'],
};

/** A tiny valid PDF, standing in for the certificates the verified demo businesses sent. */
const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface DemoLegacyAccount {
  legacyId: string;
  password: string;
  name: string;
  mobile: string;
  business: {
    name: string;
    registrationNumber: string;
    representative: string;
    address: string;
    verifiedDaysAgo: number | null;
  };
  contacts: [string, string][];
}

/** Accounts of the older product (비즈플러스) that /account/migration/bizplus can move, once each. */
export const DEMO_LEGACY_ACCOUNTS: DemoLegacyAccount[] = [
  {
    legacyId: 'bizplus_kim',
    password: 'Bizplus2020!',
    name: '김이전',
    mobile: '010-3111-2222',
    business: {
      name: '(주)푸른꽃집',
      registrationNumber: '1198101239',
      representative: '김이전',
      address: '서울특별시 마포구 월드컵로 12',
      verifiedDaysAgo: 900,
    },
    contacts: [
      ['강민수', '010-1111-0001'],
      ['윤서연', '010-1111-0002'],
      ['장도윤', '010-1111-0003'],
      ['임하은', '010-1111-0004'],
      ['한지호', '010-1111-0005'],
      ['오수아', '02-555-0101'],
      ['서준우', '010-1111-0007'],
    ],
  },
  {
    legacyId: 'bizplus_lee',
    password: 'Bizplus2020!',
    name: '이옮김',
    mobile: '010-3222-3333',
    business: {
      name: '이옮김세무회계',
      registrationNumber: '3148622343',
      representative: '이옮김',
      address: '대전광역시 서구 둔산로 77',
      verifiedDaysAgo: null,
    },
    contacts: [
      ['고객1', '010-2222-0001'],
      ['고객2', '010-2222-0002'],
      ['고객3', '010-2222-0003'],
    ],
  },
  {
    // An id that breaks our rules (capitals and a dot): moving it asks for a new login id.
    legacyId: 'Park.Office',
    password: 'Oldpass#77',
    name: '박사무',
    mobile: '010-3333-4444',
    business: {
      name: '박사무소',
      registrationNumber: '6058733457',
      representative: '박사무',
      address: '광주광역시 북구 첨단과기로 5',
      verifiedDaysAgo: 300,
    },
    contacts: [
      ['거래처 김', '010-3333-0001'],
      ['거래처 이', '010-3333-0002'],
    ],
  },
];

async function insertBusinessExtras(tx: Queryable) {
  for (const [registrationNumber, [representative, address]] of Object.entries(BUSINESS_PROFILES)) {
    await tx.query('UPDATE businesses SET representative = $2, address = $3 WHERE registration_number = $1', [
      registrationNumber,
      representative,
      address,
    ]);
  }
  // Verified businesses sent a certificate that was approved a day before their verification.
  await tx.query(
    `INSERT INTO business_files (biz_seq, file_name, content_type, size_bytes, content, status, uploaded_by, uploaded_at, decided_at, decided_by)
     SELECT b.biz_seq, '사업자등록증.pdf', 'application/pdf', $1::int, $2, 'APPROVED',
       (SELECT min(u.user_seq) FROM users u WHERE u.biz_seq = b.biz_seq), b.verified_at - interval '1 day', b.verified_at, 'ADMIN'
     FROM businesses b WHERE b.verified_at IS NOT NULL`,
    [SAMPLE_PDF.length, SAMPLE_PDF],
  );
  // bye_master's withdrawal request, which made its role ROLE_MASTER_DWT.
  await tx.query(
    `INSERT INTO account_withdrawals (biz_seq, user_seq, reason, detail, requested_at)
     SELECT biz_seq, user_seq, 'NOT_USING', '사업을 정리하게 되었어요.', now() - interval '2 days' FROM users WHERE login_id = 'bye_master'`,
  );
}

async function insertNotificationsAndHistory(tx: Queryable) {
  const notify = (
    loginIds: string[],
    kind: string,
    title: string,
    body: string,
    link: string | null,
    hoursAgo: number,
    read: boolean,
  ) =>
    tx.query(
      `INSERT INTO notifications (user_seq, kind, title, body, link, created_at, read_at)
       SELECT user_seq, $2, $3, $4, $5, now() - make_interval(hours => $6),
         CASE WHEN $7 THEN now() - make_interval(hours => $6) + interval '10 minutes' END
       FROM users WHERE login_id = ANY($1::text[])`,
      [loginIds, kind, title, body, link, hoursAgo, read],
    );
  const hanbit = ['hanbit_master', 'hanbit_manager', 'hanbit_user', 'hanbit_secure'];
  await notify(
    hanbit,
    'SYSTEM',
    '메시지 콘솔에 오신 것을 환영해요',
    '팀 스페이스를 만들고 멤버를 초대해 보세요.',
    '/console/dashboard',
    72,
    true,
  );
  await notify(
    hanbit,
    'VERIFICATION_APPROVED',
    '사업자 인증이 끝났어요',
    '이제 메시지 발송과 발신번호·템플릿·발신 프로필 등록을 이용할 수 있어요.',
    '/account/info/biz',
    24,
    false,
  );
  await notify(
    ['linkcall_master'],
    'SYSTEM',
    '부가통신사업자 계약을 기다리고 있어요',
    '영업 담당자가 계약을 확정하면 메시지를 보낼 수 있어요.',
    '/account/info/biz',
    48,
    false,
  );

  // A few earlier logins of hanbit_master, one of them a wrong password from another network.
  const logins: [number, string, string, string][] = [
    [26, '203.0.113.24', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/128.0 Safari/537.36', 'SUCCESS'],
    [
      50,
      '198.51.100.7',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1',
      'WRONG_PASSWORD',
    ],
    [
      50,
      '198.51.100.7',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1',
      'SUCCESS',
    ],
    [96, '203.0.113.24', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/128.0 Safari/537.36', 'SUCCESS'],
  ];
  for (const [hoursAgo, ip, userAgent, result] of logins) {
    await tx.query(
      `INSERT INTO login_history (login_id, user_seq, ip, user_agent, result, created_at)
       SELECT login_id, user_seq, $2, $3, $4, now() - make_interval(hours => $1) FROM users WHERE login_id = 'hanbit_master'`,
      [hoursAgo, ip, userAgent, result],
    );
  }
}

async function insertLegacyAccounts(tx: Queryable) {
  for (const [index, account] of DEMO_LEGACY_ACCOUNTS.entries()) {
    const salt = `bp${index}${account.legacyId.length}x`;
    await tx.query(
      `INSERT INTO legacy_accounts (legacy_id, password_salt, password_sha256, name, email, mobile, biz_name, biz_registration_number,
         biz_representative, biz_address, biz_type, biz_verified_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'NORMAL',
         CASE WHEN $11::int IS NULL THEN NULL ELSE now() - make_interval(days => $11::int) END)`,
      [
        account.legacyId,
        salt,
        legacyPasswordHash(salt, account.password),
        account.name,
        `${account.legacyId.toLowerCase()}@bizplus.example.kr`,
        account.mobile,
        account.business.name,
        account.business.registrationNumber,
        account.business.representative,
        account.business.address,
        account.business.verifiedDaysAgo,
      ],
    );
    for (const [name, phone] of account.contacts) {
      await tx.query('INSERT INTO legacy_contacts (legacy_id, name, phone) VALUES ($1, $2, $3)', [
        account.legacyId,
        name,
        phone,
      ]);
    }
  }
}

/** The account features' demo data: business profiles and files, notifications, login history, legacy accounts. */
export async function insertAccountExtras(tx: Queryable): Promise<void> {
  await insertBusinessExtras(tx);
  await insertNotificationsAndHistory(tx);
  await insertLegacyAccounts(tx);
}
