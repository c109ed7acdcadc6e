import type { ReactElement } from 'react';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';
import { AddressBookPage } from './features/address-books/address-book-page';
import { CallbackDetailPage } from './features/callback-numbers/callback-detail-page';
import { CallbackListPage } from './features/callback-numbers/callback-list-page';
import { CallbackGuidePage } from './features/guides/callback-guide-page';
import { RcsGuidePage } from './features/guides/rcs-guide-page';
import { RcsTemplateDetailPage } from './features/rcs-templates/rcs-template-detail-page';
import { RcsTemplateListPage } from './features/rcs-templates/rcs-template-list-page';
import { RcsTemplateRegistPage } from './features/rcs-templates/rcs-template-regist-page';
import { OptOutListPage } from './features/opt-outs/opt-out-list-page';
import { SendMtPage } from './features/send/send-mt-page';
import { SendRcsPage } from './features/rcs-send/send-rcs-page';
import { SendEmailPage } from './features/email-send/send-email-page';
import { SendHistoryDetailPage } from './features/send-history/send-history-detail-page';
import { SendHistoryPage } from './features/send-history/send-history-page';
import { ReserveDetailPage } from './features/reservations/reserve-detail-page';
import { ReserveListPage } from './features/reservations/reserve-list-page';
import { MessageHistoryPage } from './features/message-history/message-history-page';
import { MoHistoryPage } from './features/mo-history/mo-history-page';

/** Built screens by descriptor route id; every other route shows "준비 중인 화면". */
const built: Record<string, ReactElement> = {
  'callback-list': <CallbackListPage />,
  'callback-detail': <CallbackDetailPage />,
  'callback-regist-guide': <CallbackGuidePage />,
  'rcs-regist-guide': <RcsGuidePage />,
  'rcs-template-list': <RcsTemplateListPage />,
  'rcs-template-regist': <RcsTemplateRegistPage />,
  'rcs-template-detail': <RcsTemplateDetailPage />,
  'reject-list': <OptOutListPage />,
  'send-mt': <SendMtPage />,
  'send-rcs': <SendRcsPage />,
  'send-email': <SendEmailPage />,
  'send-address': <AddressBookPage />,
  'send-history': <SendHistoryPage />,
  'send-history-detail': <SendHistoryDetailPage />,
  'reserve-list': <ReserveListPage />,
  'reserve-detail': <ReserveDetailPage />,
  'history-send': <MessageHistoryPage />,
  'history-mo': <MoHistoryPage />,
};

export const screens: Record<string, ReactElement> = {
  ...notReadyScreens(descriptor.routes.filter((route) => !(route.id in built))),
  ...built,
};
