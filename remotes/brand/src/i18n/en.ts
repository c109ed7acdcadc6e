import { consultingTextsEn } from './consulting-texts-en';
import { partnershipTextsEn } from './partnership-texts-en';
import { questionnaireTextsEn } from './questionnaire-texts-en';
import { serviceInquiryTextsEn } from './service-inquiry-texts-en';
import type { ko } from './ko';

export const en: typeof ko = {
  service: 'Brand site',
  consulting: consultingTextsEn,
  partnership: partnershipTextsEn,
  questionnaire: questionnaireTextsEn,
  serviceInquiry: serviceInquiryTextsEn,
};
