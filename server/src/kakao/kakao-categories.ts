import type { KakaoCategories, KakaoCategory } from '@console/contracts/kakao';

const leaf = (code: string, name: string): KakaoCategory => ({ code, name });
const node = (code: string, name: string, children: KakaoCategory[]): KakaoCategory => ({ code, name, children });

/**
 * Kakao's category trees as the Kakao BizMessage center serves them (a subset of the real lists, with
 * their shape): sender profiles take an 11-digit leaf of three levels, alimtalk templates a 6-digit
 * leaf of two levels. Served by GET /api/team/kakao/categories; the server checks codes against it.
 */
export const KAKAO_CATEGORIES: KakaoCategories = {
  senderProfile: [
    node('001', '쇼핑', [
      node('00100010', '종합몰', [leaf('00100010001', '온라인 종합몰'), leaf('00100010002', '오픈마켓')]),
      node('00100020', '패션', [leaf('00100020001', '의류'), leaf('00100020002', '잡화·액세서리')]),
      node('00100030', '식품', [leaf('00100030001', '신선식품'), leaf('00100030002', '건강식품')]),
    ]),
    node('002', '서비스업', [
      node('00200010', '고객센터', [leaf('00200010001', '고객 상담'), leaf('00200010002', '예약·접수')]),
      node('00200020', '배송·물류', [leaf('00200020001', '택배'), leaf('00200020002', '퀵서비스')]),
    ]),
    node('003', '금융', [
      node('00300010', '은행·카드', [leaf('00300010001', '은행'), leaf('00300010002', '카드')]),
      node('00300020', '보험', [leaf('00300020001', '생명보험'), leaf('00300020002', '손해보험')]),
    ]),
    node('004', '의료', [node('00400010', '병원', [leaf('00400010001', '종합병원'), leaf('00400010002', '의원')])]),
    node('005', '교육', [node('00500010', '학원', [leaf('00500010001', '입시'), leaf('00500010002', '어학')])]),
    node('999', '기타', [node('99999999', '기타', [leaf('99999999999', '기타')])]),
  ],
  template: [
    node('001', '회원', [
      leaf('001001', '회원가입'),
      leaf('001002', '인증/비밀번호/로그인'),
      leaf('001003', '회원정보/회원혜택'),
    ]),
    node('002', '구매', [
      leaf('002001', '구매완료'),
      leaf('002002', '상품가입'),
      leaf('002003', '진행상태'),
      leaf('002004', '구매취소'),
      leaf('002005', '구매예약/입고알림'),
    ]),
    node('003', '예약', [leaf('003001', '예약완료/예약내역'), leaf('003002', '예약상태'), leaf('003003', '예약취소')]),
    node('004', '서비스이용', [
      leaf('004001', '이용안내/공지'),
      leaf('004002', '신청접수'),
      leaf('004003', '처리완료'),
      leaf('004004', '이용도구'),
      leaf('004005', '방문서비스'),
    ]),
    node('005', '리포팅', [leaf('005001', '진단'), leaf('005002', '금융/결제'), leaf('005003', '피드백 요청')]),
    node('006', '배송', [leaf('006001', '배송상태'), leaf('006002', '배송예정'), leaf('006003', '배송완료')]),
    node('999', '기타', [leaf('999999', '기타')]),
  ],
};

const leaves = (tree: readonly KakaoCategory[]): string[] =>
  tree.flatMap((category) => (category.children ? leaves(category.children) : [category.code]));
const PROFILE_CODES = new Set(leaves(KAKAO_CATEGORIES.senderProfile));
const TEMPLATE_CODES = new Set(leaves(KAKAO_CATEGORIES.template));

export const isSenderProfileCategory = (code: string): boolean => PROFILE_CODES.has(code);
export const isTemplateCategory = (code: string): boolean => TEMPLATE_CODES.has(code);
