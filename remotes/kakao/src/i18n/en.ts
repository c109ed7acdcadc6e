import { profilesTextsEn } from './profiles-texts-en';
import { templatesTextsEn } from './templates-texts-en';
import { templateScreensTextsEn } from './template-screens-texts-en';
import { sendTextsEn } from './send-texts-en';
import { statisticsTextsEn } from './statistics-texts-en';
import { imagesTextsEn } from './images-texts-en';
import { bulkTextsEn } from './bulk-texts-en';
import { brandTextsEn } from './brand-texts-en';
import { brandSendTextsEn } from './brand-send-texts-en';
import { previewTextsEn } from './preview-texts-en';
import { brandPreviewTextsEn } from './brand-preview-texts-en';
import { consultationTextsEn } from './consultation-texts-en';
import { profileSelectTextsEn } from './profile-select-texts-en';
import type { ko } from './ko';

export const en: typeof ko = {
  service: 'KakaoTalk business messages',
  alimtalkSend: sendTextsEn,
  statistics: statisticsTextsEn,
  ...profilesTextsEn,
  ...templatesTextsEn,
  ...templateScreensTextsEn,
  ...imagesTextsEn,
  ...bulkTextsEn,
  ...brandTextsEn,
  ...brandSendTextsEn,
  ...previewTextsEn,
  ...brandPreviewTextsEn,
  ...consultationTextsEn,
  ...profileSelectTextsEn,
};
