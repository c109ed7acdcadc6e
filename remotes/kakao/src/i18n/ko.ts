import { profilesTextsKo } from './profiles-texts-ko';
import { templatesTextsKo } from './templates-texts-ko';
import { templateScreensTextsKo } from './template-screens-texts-ko';
import { sendTextsKo } from './send-texts-ko';
import { statisticsTextsKo } from './statistics-texts-ko';
import { imagesTextsKo } from './images-texts-ko';
import { bulkTextsKo } from './bulk-texts-ko';
import { brandTextsKo } from './brand-texts-ko';
import { brandSendTextsKo } from './brand-send-texts-ko';
import { previewTextsKo } from './preview-texts-ko';
import { brandPreviewTextsKo } from './brand-preview-texts-ko';
import { consultationTextsKo } from './consultation-texts-ko';
import { profileSelectTextsKo } from './profile-select-texts-ko';
import { koAtMount } from './ko-at-mount';

/** Every Korean text of the remote (the reference of the English, and of the tests). */
export const ko = {
  ...koAtMount,
  alimtalkSend: sendTextsKo,
  statistics: statisticsTextsKo,
  ...profilesTextsKo,
  ...templatesTextsKo,
  ...templateScreensTextsKo,
  ...imagesTextsKo,
  ...bulkTextsKo,
  ...brandTextsKo,
  ...brandSendTextsKo,
  ...previewTextsKo,
  ...brandPreviewTextsKo,
  ...consultationTextsKo,
  ...profileSelectTextsKo,
};
