import type { ReactElement } from 'react';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';
import { SendAlimtalkPage } from './features/alimtalk-send/send-alimtalk-page';
import { SendLegacyAlimtalkPage } from './features/alimtalk-send/send-legacy-alimtalk-page';
import { AlimtalkTemplateDetailPage } from './features/alimtalk-templates/alimtalk-template-detail-page';
import { AlimtalkTemplateListPage } from './features/alimtalk-templates/alimtalk-template-list-page';
import { AlimtalkTemplateRegistPage } from './features/alimtalk-templates/alimtalk-template-regist-page';
import { AlimtalkTemplateBulkPage } from './features/alimtalk-bulk/alimtalk-template-bulk-page';
import { SendBrandMessagePage } from './features/brand-message-send/send-brand-message-page';
import { BrandTemplateDetailPage } from './features/brand-templates/brand-template-detail-page';
import { BrandTemplateListPage } from './features/brand-templates/brand-template-list-page';
import { BrandTemplateRegistPage } from './features/brand-templates/brand-template-regist-page';
import { KakaoImageListPage } from './features/kakao-images/kakao-image-list-page';
import { KakaoImageRegistPage } from './features/kakao-images/kakao-image-regist-page';
import { KakaoStatisticsPage } from './features/kakao-statistics/kakao-statistics-page';
import { SenderKeyDetailPage } from './features/sender-keys/sender-key-detail-page';
import { SenderKeyListPage } from './features/sender-keys/sender-key-list-page';

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
