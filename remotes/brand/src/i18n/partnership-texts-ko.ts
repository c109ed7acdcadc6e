/** The partnership inquiry form; its contact fields and consent are the consulting form's (consulting.*). */
export const partnershipTextsKo = {
  title: '제휴 문의',
  description: '재판매, 기술 제휴, 공동 마케팅 등 함께할 방법을 알려 주세요.',
  form: '제휴 문의서',
  partnershipType: '제휴 유형',
  types: {
    RESALE: '재판매',
    TECHNOLOGY: '기술 제휴',
    CO_MARKETING: '공동 마케팅',
    OTHER: '기타',
  },
  website: '웹사이트 (선택)',
  websiteHelp: '예: https://www.example.co.kr',
  submit: '제휴 문의하기',
  doneTitle: '제휴 문의를 받았어요',
};
