import type { profileSelectTextsKo } from './profile-select-texts-ko';

export const profileSelectTextsEn: typeof profileSelectTextsKo = {
  profileSelect: {
    label: 'Sender profile',
    help: 'Recipients see this channel name in KakaoTalk.',
    option: '{{name}} ({{channelId}})',
  },
};
