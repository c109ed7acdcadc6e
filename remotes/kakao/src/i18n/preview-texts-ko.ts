/**
 * What the KakaoTalk previews draw, on the send screens and the template screens alike: the alimtalk
 * bubble, button types and the channel's name when it has none (the brand-message bubbles add
 * brand-preview-texts-ko.ts). Apart from the template texts, so that the send screens load only these.
 */
export const previewTextsKo = {
  kakaoPreview: {
    channelFallback: '카카오톡 채널',
    buttonTypes: {
      WL: '웹 링크',
      AL: '앱 링크',
      DS: '배송 조회',
      BK: '봇 키워드',
      MD: '메시지 전달',
      AC: '채널 추가',
      BC: '상담톡 전환',
      BT: '봇 전환',
    },
    alimtalk: {
      title: '미리 보기',
      arrived: '알림톡 도착',
      noImage: '800 x 400 이미지',
      empty: '내용을 입력하면 여기에 보여요.',
      quickReplies: '바로 연결',
      security: '보안 템플릿: 잠금화면 알림과 PC 카카오톡에서는 내용이 가려져요.',
    },
  },
};
