import type { previewTextsKo } from './preview-texts-ko';

export const previewTextsEn: typeof previewTextsKo = {
  kakaoPreview: {
    channelFallback: 'KakaoTalk channel',
    buttonTypes: {
      WL: 'Web link',
      AL: 'App link',
      DS: 'Delivery tracking',
      BK: 'Bot keyword',
      MD: 'Message delivery',
      AC: 'Add channel',
      BC: 'Consult talk',
      BT: 'Bot transfer',
    },
    alimtalk: {
      title: 'Preview',
      arrived: 'Alimtalk',
      noImage: '800 x 400 image',
      empty: 'The content shows here as you type.',
      quickReplies: 'Quick replies',
      security: 'Secure template: hidden on the lock screen and in KakaoTalk for PC.',
    },
  },
};
