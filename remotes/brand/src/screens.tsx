import type { ReactElement } from 'react';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';
import { ConsultingInquiryPage } from './features/consulting/consulting-inquiry-page';
import { PartnershipInquiryPage } from './features/partnership/partnership-inquiry-page';
import { QuestionnairePage } from './features/questionnaire/questionnaire-page';
import { QuestionnaireResultPage } from './features/questionnaire/questionnaire-result-page';
import { ServiceInquiryDetailPage } from './features/service-inquiries/service-inquiry-detail-page';
import { ServiceInquiryListPage } from './features/service-inquiries/service-inquiry-list-page';
import { ServiceInquiryWritePage } from './features/service-inquiries/service-inquiry-write-page';

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
