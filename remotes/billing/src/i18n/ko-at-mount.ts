/**
 * The texts the remote adds at mount (the price table is on three screens); the others come with the
 * screens that show them (screens.tsx); ko.ts has them all.
 */
export const koAtMount = {
  service: '요금·결제',
  pricing: {
    title: '요금표',
    description: '메시지 1건을 보낼 때 드는 요금이에요. 부가세 별도 금액과 부가세를 더한 금액을 함께 보여 드려요.',
    effective: '{{date}}부터 적용 · 부가세 {{vat}}%',
    loadFailed: '요금표를 불러오지 못했어요.',
    retry: '다시 시도',
    channels: { SMS: '문자', RCS: 'RCS', KAKAO: '카카오톡', EMAIL: '이메일' },
    columns: { type: '메시지 유형', price: '건당 요금 (부가세 별도)', priceWithVat: '건당 요금 (부가세 포함)' },
    types: {
      SMS: 'SMS (단문)',
      LMS: 'LMS (장문)',
      MMS: 'MMS (사진)',
      RCS_SMS: 'RCS 단문',
      RCS_LMS: 'RCS 장문',
      RCS_MMS: 'RCS 사진',
      ALIMTALK: '알림톡',
      BRAND_MESSAGE_FRIENDS: '브랜드 메시지 (채널 친구)',
      BRAND_MESSAGE_OTHERS: '브랜드 메시지 (친구가 아닌 수신자)',
      EMAIL: '이메일 (전달된 메일)',
    },
    notes: {
      failedFree: '발송에 실패한 메시지와 반송된 이메일은 요금이 부과되지 않아요.',
      fallback: '대체 발송(예: 알림톡 실패 후 문자)은 실제로 보낸 메시지 유형의 요금으로 따로 부과돼요.',
    },
  },
};
