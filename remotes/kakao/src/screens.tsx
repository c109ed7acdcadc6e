import type { ReactElement } from 'react';
import { lazyScreen } from '@console/platform/define-remote';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';

// One chunk per screen (named after its page file): a route downloads only the screen it shows.
const SendAlimtalkPage = lazyScreen(
  () => import(/* webpackChunkName: "send-alimtalk" */ './features/alimtalk-send/send-alimtalk-page'),
  'SendAlimtalkPage',
);
const SendLegacyAlimtalkPage = lazyScreen(
  () => import(/* webpackChunkName: "send-legacy-alimtalk" */ './features/alimtalk-send/send-legacy-alimtalk-page'),
  'SendLegacyAlimtalkPage',
);
const AlimtalkTemplateDetailPage = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "alimtalk-template-detail" */ './features/alimtalk-templates/alimtalk-template-detail-page'
    ),
  'AlimtalkTemplateDetailPage',
);
const AlimtalkTemplateListPage = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "alimtalk-template-list" */ './features/alimtalk-templates/alimtalk-template-list-page'
    ),
  'AlimtalkTemplateListPage',
);
const AlimtalkTemplateRegistPage = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "alimtalk-template-regist" */ './features/alimtalk-templates/alimtalk-template-regist-page'
    ),
  'AlimtalkTemplateRegistPage',
);
const AlimtalkTemplateBulkPage = lazyScreen(
  () => import(/* webpackChunkName: "alimtalk-template-bulk" */ './features/alimtalk-bulk/alimtalk-template-bulk-page'),
  'AlimtalkTemplateBulkPage',
);
const SendBrandMessagePage = lazyScreen(
  () => import(/* webpackChunkName: "send-brand-message" */ './features/brand-message-send/send-brand-message-page'),
  'SendBrandMessagePage',
);
const BrandTemplateDetailPage = lazyScreen(
  () => import(/* webpackChunkName: "brand-template-detail" */ './features/brand-templates/brand-template-detail-page'),
  'BrandTemplateDetailPage',
);
const BrandTemplateListPage = lazyScreen(
  () => import(/* webpackChunkName: "brand-template-list" */ './features/brand-templates/brand-template-list-page'),
  'BrandTemplateListPage',
);
const BrandTemplateRegistPage = lazyScreen(
  () => import(/* webpackChunkName: "brand-template-regist" */ './features/brand-templates/brand-template-regist-page'),
  'BrandTemplateRegistPage',
);
const KakaoImageListPage = lazyScreen(
  () => import(/* webpackChunkName: "kakao-image-list" */ './features/kakao-images/kakao-image-list-page'),
  'KakaoImageListPage',
);
const KakaoImageRegistPage = lazyScreen(
  () => import(/* webpackChunkName: "kakao-image-regist" */ './features/kakao-images/kakao-image-regist-page'),
  'KakaoImageRegistPage',
);
const KakaoStatisticsPage = lazyScreen(
  () => import(/* webpackChunkName: "kakao-statistics" */ './features/kakao-statistics/kakao-statistics-page'),
  'KakaoStatisticsPage',
);
const SenderKeyDetailPage = lazyScreen(
  () => import(/* webpackChunkName: "sender-key-detail" */ './features/sender-keys/sender-key-detail-page'),
  'SenderKeyDetailPage',
);
const SenderKeyListPage = lazyScreen(
  () => import(/* webpackChunkName: "sender-key-list" */ './features/sender-keys/sender-key-list-page'),
  'SenderKeyListPage',
);

/** Built screens by descriptor route id; every other route shows "준비 중인 화면". */
const built: Record<string, ReactElement> = {
  'send-alimtalk': <SendAlimtalkPage />,
  'send-legacy-alimtalk': <SendLegacyAlimtalkPage />,
  'sender-key-list': <SenderKeyListPage />,
  'sender-key-detail': <SenderKeyDetailPage />,
  'alimtalk-template-list': <AlimtalkTemplateListPage />,
  'alimtalk-template-regist': <AlimtalkTemplateRegistPage />,
  'alimtalk-template-detail': <AlimtalkTemplateDetailPage />,
  'alimtalk-template-multiple': <AlimtalkTemplateBulkPage />,
  'image-list': <KakaoImageListPage />,
  'image-regist': <KakaoImageRegistPage />,
  'alimtalk-statistics': <KakaoStatisticsPage channel="alimtalk" />,
  'brand-message-statistics': <KakaoStatisticsPage channel="brand-message" />,
  'send-brand-message': <SendBrandMessagePage />,
  'brand-template-list': <BrandTemplateListPage />,
  'brand-template-regist': <BrandTemplateRegistPage />,
  'brand-template-detail': <BrandTemplateDetailPage />,
};

export const screens: Record<string, ReactElement> = {
  ...notReadyScreens(descriptor.routes.filter((route) => !(route.id in built))),
  ...built,
};
