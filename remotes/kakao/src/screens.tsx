import type { ReactElement } from 'react';
import { lazyScreen, screenTexts } from '@console/platform/define-remote';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';

// One chunk per screen (named after its page file): a route downloads only the screen it shows.
/**
 * The Korean texts of the screens, a chunk per file, loaded with the screens that show them
 * (i18n/ko-at-mount.ts is added at mount). screen-texts.test.ts holds each screen to the keys its
 * code names.
 */
export const TEXT_LOADERS = {
  alimtalkSend: () =>
    import(/* webpackChunkName: "texts-send" */ './i18n/send-texts-ko').then((m) => ({ alimtalkSend: m.sendTextsKo })),
  statistics: () =>
    import(/* webpackChunkName: "texts-statistics" */ './i18n/statistics-texts-ko').then((m) => ({
      statistics: m.statisticsTextsKo,
    })),
  profiles: () =>
    import(/* webpackChunkName: "texts-profiles" */ './i18n/profiles-texts-ko').then((m) => m.profilesTextsKo),
  templates: () =>
    import(/* webpackChunkName: "texts-templates" */ './i18n/templates-texts-ko').then((m) => m.templatesTextsKo),
  // The template lists and detail pages; the registration forms load only `templates`.
  templateScreens: () =>
    import(/* webpackChunkName: "texts-template-screens" */ './i18n/template-screens-texts-ko').then(
      (m) => m.templateScreensTextsKo,
    ),
  images: () => import(/* webpackChunkName: "texts-images" */ './i18n/images-texts-ko').then((m) => m.imagesTextsKo),
  bulk: () => import(/* webpackChunkName: "texts-bulk" */ './i18n/bulk-texts-ko').then((m) => m.bulkTextsKo),
  brand: () => import(/* webpackChunkName: "texts-brand" */ './i18n/brand-texts-ko').then((m) => m.brandTextsKo),
  brandSend: () =>
    import(/* webpackChunkName: "texts-brand-send" */ './i18n/brand-send-texts-ko').then((m) => m.brandSendTextsKo),
  // The previews' texts: the send screens load these instead of the template screens' texts.
  preview: () =>
    import(/* webpackChunkName: "texts-preview" */ './i18n/preview-texts-ko').then((m) => m.previewTextsKo),
  // The sender profile picker (both send screens): the brand screen does not load `alimtalkSend`.
  profileSelect: () =>
    import(/* webpackChunkName: "texts-profile-select" */ './i18n/profile-select-texts-ko').then(
      (m) => m.profileSelectTextsKo,
    ),
  brandPreview: () =>
    import(/* webpackChunkName: "texts-brand-preview" */ './i18n/brand-preview-texts-ko').then(
      (m) => m.brandPreviewTextsKo,
    ),
  consultation: () =>
    import(/* webpackChunkName: "texts-consultation" */ './i18n/consultation-texts-ko').then(
      (m) => m.consultationTextsKo,
    ),
};
const texts = screenTexts(TEXT_LOADERS);

const SendAlimtalkPage = lazyScreen(
  () => import(/* webpackChunkName: "send-alimtalk" */ './features/alimtalk-send/send-alimtalk-page'),
  'SendAlimtalkPage',
  texts('alimtalkSend', 'profileSelect', 'preview'),
);
const SendLegacyAlimtalkPage = lazyScreen(
  () => import(/* webpackChunkName: "send-legacy-alimtalk" */ './features/alimtalk-send/send-legacy-alimtalk-page'),
  'SendLegacyAlimtalkPage',
  texts('alimtalkSend', 'profileSelect', 'preview'),
);
const AlimtalkTemplateDetailPage = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "alimtalk-template-detail" */ './features/alimtalk-templates/alimtalk-template-detail-page'
    ),
  'AlimtalkTemplateDetailPage',
  texts('templates', 'templateScreens', 'preview'),
);
const AlimtalkTemplateListPage = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "alimtalk-template-list" */ './features/alimtalk-templates/alimtalk-template-list-page'
    ),
  'AlimtalkTemplateListPage',
  texts('templates', 'templateScreens'),
);
const AlimtalkTemplateRegistPage = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "alimtalk-template-regist" */ './features/alimtalk-templates/alimtalk-template-regist-page'
    ),
  'AlimtalkTemplateRegistPage',
  texts('templates', 'preview'),
);
const AlimtalkTemplateBulkPage = lazyScreen(
  () => import(/* webpackChunkName: "alimtalk-template-bulk" */ './features/alimtalk-bulk/alimtalk-template-bulk-page'),
  'AlimtalkTemplateBulkPage',
  texts('bulk'),
);
const SendBrandMessagePage = lazyScreen(
  () => import(/* webpackChunkName: "send-brand-message" */ './features/brand-message-send/send-brand-message-page'),
  'SendBrandMessagePage',
  texts('brandSend', 'profileSelect', 'preview', 'brandPreview'),
);
const BrandTemplateDetailPage = lazyScreen(
  () => import(/* webpackChunkName: "brand-template-detail" */ './features/brand-templates/brand-template-detail-page'),
  'BrandTemplateDetailPage',
  texts('templates', 'templateScreens', 'images', 'brand', 'preview', 'brandPreview'),
);
const BrandTemplateListPage = lazyScreen(
  () => import(/* webpackChunkName: "brand-template-list" */ './features/brand-templates/brand-template-list-page'),
  'BrandTemplateListPage',
  texts('templates', 'templateScreens', 'brand', 'brandPreview'),
);
const BrandTemplateRegistPage = lazyScreen(
  () => import(/* webpackChunkName: "brand-template-regist" */ './features/brand-templates/brand-template-regist-page'),
  'BrandTemplateRegistPage',
  texts('templates', 'images', 'brand', 'preview', 'brandPreview'),
);
const KakaoImageListPage = lazyScreen(
  () => import(/* webpackChunkName: "kakao-image-list" */ './features/kakao-images/kakao-image-list-page'),
  'KakaoImageListPage',
  texts('images'),
);
const KakaoImageRegistPage = lazyScreen(
  () => import(/* webpackChunkName: "kakao-image-regist" */ './features/kakao-images/kakao-image-regist-page'),
  'KakaoImageRegistPage',
  texts('images'),
);
const KakaoStatisticsPage = lazyScreen(
  () => import(/* webpackChunkName: "kakao-statistics" */ './features/kakao-statistics/kakao-statistics-page'),
  'KakaoStatisticsPage',
  texts('statistics'),
);
const SenderKeyDetailPage = lazyScreen(
  () => import(/* webpackChunkName: "sender-key-detail" */ './features/sender-keys/sender-key-detail-page'),
  'SenderKeyDetailPage',
  texts('profiles', 'consultation'),
);
const SenderKeyListPage = lazyScreen(
  () => import(/* webpackChunkName: "sender-key-list" */ './features/sender-keys/sender-key-list-page'),
  'SenderKeyListPage',
  texts('profiles'),
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
