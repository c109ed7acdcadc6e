import {
  InquiryService,
  questionnaireAnswersOf,
  type ConsultingInquiryRequest,
  type QuestionnaireAnswers,
} from '@console/contracts/sales-inquiries';

/** The services each service page (`/brand/service/<key>`) stands for; its call to action passes the key. */
const SERVICES_OF_PAGE: Record<string, InquiryService[]> = {
  sms: ['SMS'],
  kakao: ['ALIMTALK', 'BRAND_MESSAGE'],
  rcs: ['RCS'],
  mo: ['MO'],
  italk: ['ITALK'],
  chatbot: ['CHATBOT'],
  chatist: ['CHATIST'],
  solution: ['SOLUTION'],
  nuguBizcall: ['NUGU_BIZCALL'],
};

export interface ConsultingPrefill {
  values: Partial<ConsultingInquiryRequest>;
  /** The questionnaire's answers when the form was opened from its result (sent with the inquiry). */
  answers: QuestionnaireAnswers | null;
}

/**
 * What the URL fills in: `?service=<page key>` from a service page; `?from=questionnaire&…` from the
 * questionnaire's result (its answers, the expected volume and the recommended services). Unknown
 * values are ignored: a link never breaks the form.
 */
export function consultingPrefill(search: URLSearchParams): ConsultingPrefill {
  const fromQuestionnaire = search.get('from') === 'questionnaire';
  const answers = fromQuestionnaire ? questionnaireAnswersOf(search) : null;
  const listed = (search.get('services') ?? '')
    .split(',')
    .flatMap((value) => InquiryService.safeParse(value).data ?? []);
  const services = [...new Set([...(SERVICES_OF_PAGE[search.get('service') ?? ''] ?? []), ...listed])];
  return {
    values: {
      ...(services.length > 0 ? { services } : {}),
      ...(answers ? { monthlyVolume: answers.volume } : {}),
    },
    answers,
  };
}
