import type { ko } from './ko';

export const en: typeof ko = {
  service: 'Brand site',
};
