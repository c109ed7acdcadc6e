/**
 * The sender profile picker of the alimtalk and brand-message send screens: the brand screen loads
 * these instead of all of the alimtalk send texts.
 */
export const profileSelectTextsKo = {
  profileSelect: {
    label: '발신 프로필',
    help: '받는 사람의 카카오톡에 이 채널 이름으로 보여요.',
    option: '{{name}} ({{channelId}})',
  },
};
