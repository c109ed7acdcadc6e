import type { ReactElement } from 'react';
import { lazyScreen } from '@console/platform/define-remote';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';

// One chunk per screen (named after its page file): a route downloads only the screen it shows.
const AddressBookPage = lazyScreen(
  () => import(/* webpackChunkName: "address-book" */ './features/address-books/address-book-page'),
  'AddressBookPage',
);
const CallbackDetailPage = lazyScreen(
  () => import(/* webpackChunkName: "callback-detail" */ './features/callback-numbers/callback-detail-page'),
  'CallbackDetailPage',
);
const CallbackListPage = lazyScreen(
  () => import(/* webpackChunkName: "callback-list" */ './features/callback-numbers/callback-list-page'),
  'CallbackListPage',
);
const CallbackGuidePage = lazyScreen(
  () => import(/* webpackChunkName: "callback-guide" */ './features/guides/callback-guide-page'),
  'CallbackGuidePage',
);
const RcsGuidePage = lazyScreen(
  () => import(/* webpackChunkName: "rcs-guide" */ './features/guides/rcs-guide-page'),
  'RcsGuidePage',
);
const RcsTemplateDetailPage = lazyScreen(
  () => import(/* webpackChunkName: "rcs-template-detail" */ './features/rcs-templates/rcs-template-detail-page'),
  'RcsTemplateDetailPage',
);
const RcsTemplateListPage = lazyScreen(
  () => import(/* webpackChunkName: "rcs-template-list" */ './features/rcs-templates/rcs-template-list-page'),
  'RcsTemplateListPage',
);
const RcsTemplateRegistPage = lazyScreen(
  () => import(/* webpackChunkName: "rcs-template-regist" */ './features/rcs-templates/rcs-template-regist-page'),
  'RcsTemplateRegistPage',
);
const OptOutListPage = lazyScreen(
  () => import(/* webpackChunkName: "opt-out-list" */ './features/opt-outs/opt-out-list-page'),
  'OptOutListPage',
);
const SendMtPage = lazyScreen(
  () => import(/* webpackChunkName: "send-mt" */ './features/send/send-mt-page'),
  'SendMtPage',
);
const SendRcsPage = lazyScreen(
  () => import(/* webpackChunkName: "send-rcs" */ './features/rcs-send/send-rcs-page'),
  'SendRcsPage',
);
const SendEmailPage = lazyScreen(
  () => import(/* webpackChunkName: "send-email" */ './features/email-send/send-email-page'),
  'SendEmailPage',
);
const SendHistoryDetailPage = lazyScreen(
  () => import(/* webpackChunkName: "send-history-detail" */ './features/send-history/send-history-detail-page'),
  'SendHistoryDetailPage',
);
const SendHistoryPage = lazyScreen(
  () => import(/* webpackChunkName: "send-history" */ './features/send-history/send-history-page'),
  'SendHistoryPage',
);
const ReserveDetailPage = lazyScreen(
  () => import(/* webpackChunkName: "reserve-detail" */ './features/reservations/reserve-detail-page'),
  'ReserveDetailPage',
);
const ReserveListPage = lazyScreen(
  () => import(/* webpackChunkName: "reserve-list" */ './features/reservations/reserve-list-page'),
  'ReserveListPage',
);
const MessageHistoryPage = lazyScreen(
  () => import(/* webpackChunkName: "message-history" */ './features/message-history/message-history-page'),
  'MessageHistoryPage',
);
const MoHistoryPage = lazyScreen(
  () => import(/* webpackChunkName: "mo-history" */ './features/mo-history/mo-history-page'),
  'MoHistoryPage',
);

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
