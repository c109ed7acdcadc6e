import type { ReactElement } from 'react';
import { lazyScreen } from '@console/platform/define-remote';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';

// One chunk per screen (named after its page file): a route downloads only the screen it shows.
const ConsultingInquiryPage = lazyScreen(
  () => import(/* webpackChunkName: "consulting-inquiry" */ './features/consulting/consulting-inquiry-page'),
  'ConsultingInquiryPage',
);
const PartnershipInquiryPage = lazyScreen(
  () => import(/* webpackChunkName: "partnership-inquiry" */ './features/partnership/partnership-inquiry-page'),
  'PartnershipInquiryPage',
);
const QuestionnairePage = lazyScreen(
  () => import(/* webpackChunkName: "questionnaire" */ './features/questionnaire/questionnaire-page'),
  'QuestionnairePage',
);
const QuestionnaireResultPage = lazyScreen(
  () => import(/* webpackChunkName: "questionnaire-result" */ './features/questionnaire/questionnaire-result-page'),
  'QuestionnaireResultPage',
);
const ServiceInquiryDetailPage = lazyScreen(
  () =>
    import(/* webpackChunkName: "service-inquiry-detail" */ './features/service-inquiries/service-inquiry-detail-page'),
  'ServiceInquiryDetailPage',
);
const ServiceInquiryListPage = lazyScreen(
  () => import(/* webpackChunkName: "service-inquiry-list" */ './features/service-inquiries/service-inquiry-list-page'),
  'ServiceInquiryListPage',
);
const ServiceInquiryWritePage = lazyScreen(
  () =>
    import(/* webpackChunkName: "service-inquiry-write" */ './features/service-inquiries/service-inquiry-write-page'),
  'ServiceInquiryWritePage',
);

/** Built screens by descriptor route id; server-rendered pages (document) have none. */
const built: Record<string, ReactElement> = {
  'consulting-inquiry': <ConsultingInquiryPage />,
  'partnership-inquiry': <PartnershipInquiryPage />,
  questionnaire: <QuestionnairePage />,
  'questionnaire-result': <QuestionnaireResultPage />,
  'service-inquiry-list': <ServiceInquiryListPage />,
  'service-inquiry-write': <ServiceInquiryWritePage />,
  'service-inquiry-detail': <ServiceInquiryDetailPage />,
};

export const screens: Record<string, ReactElement> = {
  ...notReadyScreens(descriptor.routes.filter((route) => !('document' in route) && !(route.id in built))),
  ...built,
};
