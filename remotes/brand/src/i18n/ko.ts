export const ko = {
  service: '브랜드 사이트',
};
