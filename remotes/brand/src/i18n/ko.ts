import { consultingTextsKo } from './consulting-texts-ko';
import { partnershipTextsKo } from './partnership-texts-ko';
import { questionnaireTextsKo } from './questionnaire-texts-ko';
import { serviceInquiryTextsKo } from './service-inquiry-texts-ko';

export const ko = {
  service: '브랜드 사이트',
  consulting: consultingTextsKo,
  partnership: partnershipTextsKo,
  questionnaire: questionnaireTextsKo,
  serviceInquiry: serviceInquiryTextsKo,
};
