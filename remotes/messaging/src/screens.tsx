import type { ReactElement } from 'react';
import { lazyScreen, screenTexts } from '@console/platform/define-remote';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';

/**
 * The Korean texts of the screens, a chunk per file, loaded with the screens that show them
 * (i18n/ko-at-mount.ts is added at mount). screen-texts.test.ts holds each screen to the keys its
 * code names.
 */
export const TEXT_LOADERS = {
  numbers: () =>
    import(/* webpackChunkName: "texts-numbers" */ './i18n/numbers-texts-ko').then((m) => m.numbersTextsKo),
  guides: () =>
    import(/* webpackChunkName: "texts-guides" */ './i18n/guides-texts-ko').then((m) => ({ guides: m.guidesTextsKo })),
  send: () =>
    import(/* webpackChunkName: "texts-send" */ './i18n/send-texts-ko').then((m) => ({ send: m.sendTextsKo })),
  rcsSend: () =>
    import(/* webpackChunkName: "texts-rcs-send" */ './i18n/rcs-send-texts-ko').then((m) => ({
      rcsSend: m.rcsSendTextsKo,
    })),
  emailSend: () =>
    import(/* webpackChunkName: "texts-email-send" */ './i18n/email-send-texts-ko').then((m) => ({
      emailSend: m.emailSendTextsKo,
    })),
  history: () =>
    import(/* webpackChunkName: "texts-history" */ './i18n/history-texts-ko').then((m) => ({
      history: m.historyTextsKo,
    })),
  reserve: () =>
    import(/* webpackChunkName: "texts-reserve" */ './i18n/reserve-texts-ko').then((m) => ({
      reserve: m.reserveTextsKo,
    })),
  messageHistory: () =>
    import(/* webpackChunkName: "texts-message-history" */ './i18n/message-history-texts-ko').then((m) => ({
      messageHistory: m.messageHistoryTextsKo,
    })),
  moHistory: () =>
    import(/* webpackChunkName: "texts-mo-history" */ './i18n/mo-history-texts-ko').then((m) => ({
      moHistory: m.moHistoryTextsKo,
    })),
  addressBooks: () =>
    import(/* webpackChunkName: "texts-address-books" */ './i18n/address-books-texts-ko').then((m) => ({
      addressBooks: m.addressBooksTextsKo,
    })),
  rcs: () =>
    import(/* webpackChunkName: "texts-rcs-templates" */ './i18n/rcs-templates-texts-ko').then((m) => ({
      rcs: m.rcsTemplatesTextsKo,
    })),
  rcsManage: () =>
    import(/* webpackChunkName: "texts-rcs-manage" */ './i18n/rcs-manage-texts-ko').then((m) => ({
      rcsManage: m.rcsManageTextsKo,
    })),
};
const texts = screenTexts(TEXT_LOADERS);

// One chunk per screen (named after its page file): a route downloads only the screen it shows.
const AddressBookPage = lazyScreen(
  () => import(/* webpackChunkName: "address-book" */ './features/address-books/address-book-page'),
  'AddressBookPage',
  texts('addressBooks'),
);
const CallbackDetailPage = lazyScreen(
  () => import(/* webpackChunkName: "callback-detail" */ './features/callback-numbers/callback-detail-page'),
  'CallbackDetailPage',
  texts('numbers'),
);
const CallbackListPage = lazyScreen(
  () => import(/* webpackChunkName: "callback-list" */ './features/callback-numbers/callback-list-page'),
  'CallbackListPage',
  texts('numbers'),
);
const CallbackGuidePage = lazyScreen(
  () => import(/* webpackChunkName: "callback-guide" */ './features/guides/callback-guide-page'),
  'CallbackGuidePage',
  texts('guides'),
);
const RcsGuidePage = lazyScreen(
  () => import(/* webpackChunkName: "rcs-guide" */ './features/guides/rcs-guide-page'),
  'RcsGuidePage',
  texts('guides'),
);
const RcsTemplateDetailPage = lazyScreen(
  () => import(/* webpackChunkName: "rcs-template-detail" */ './features/rcs-templates/rcs-template-detail-page'),
  'RcsTemplateDetailPage',
  texts('rcs', 'rcsManage'),
);
const RcsTemplateListPage = lazyScreen(
  () => import(/* webpackChunkName: "rcs-template-list" */ './features/rcs-templates/rcs-template-list-page'),
  'RcsTemplateListPage',
  texts('rcs', 'rcsManage'),
);
const RcsTemplateRegistPage = lazyScreen(
  () => import(/* webpackChunkName: "rcs-template-regist" */ './features/rcs-templates/rcs-template-regist-page'),
  'RcsTemplateRegistPage',
  texts('rcs'),
);
const OptOutListPage = lazyScreen(
  () => import(/* webpackChunkName: "opt-out-list" */ './features/opt-outs/opt-out-list-page'),
  'OptOutListPage',
  texts('numbers'),
);
const SendMtPage = lazyScreen(
  () => import(/* webpackChunkName: "send-mt" */ './features/send/send-mt-page'),
  'SendMtPage',
  texts('send'),
);
const SendRcsPage = lazyScreen(
  () => import(/* webpackChunkName: "send-rcs" */ './features/rcs-send/send-rcs-page'),
  'SendRcsPage',
  texts('rcsSend', 'rcs'),
);
const SendEmailPage = lazyScreen(
  () => import(/* webpackChunkName: "send-email" */ './features/email-send/send-email-page'),
  'SendEmailPage',
  texts('emailSend'),
);
const SendHistoryDetailPage = lazyScreen(
  () => import(/* webpackChunkName: "send-history-detail" */ './features/send-history/send-history-detail-page'),
  'SendHistoryDetailPage',
  texts('history'),
);
const SendHistoryPage = lazyScreen(
  () => import(/* webpackChunkName: "send-history" */ './features/send-history/send-history-page'),
  'SendHistoryPage',
  texts('history'),
);
const ReserveDetailPage = lazyScreen(
  () => import(/* webpackChunkName: "reserve-detail" */ './features/reservations/reserve-detail-page'),
  'ReserveDetailPage',
  texts('send', 'history', 'reserve'),
);
const ReserveListPage = lazyScreen(
  () => import(/* webpackChunkName: "reserve-list" */ './features/reservations/reserve-list-page'),
  'ReserveListPage',
  texts('history', 'reserve'),
);
const MessageHistoryPage = lazyScreen(
  () => import(/* webpackChunkName: "message-history" */ './features/message-history/message-history-page'),
  'MessageHistoryPage',
  texts('history', 'messageHistory'),
);
const MoHistoryPage = lazyScreen(
  () => import(/* webpackChunkName: "mo-history" */ './features/mo-history/mo-history-page'),
  'MoHistoryPage',
  texts('history', 'moHistory'),
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
