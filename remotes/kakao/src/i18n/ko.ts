import { profilesTextsKo } from './profiles-texts-ko';
import { templatesTextsKo } from './templates-texts-ko';
import { sendTextsKo } from './send-texts-ko';
import { statisticsTextsKo } from './statistics-texts-ko';
import { imagesTextsKo } from './images-texts-ko';
import { bulkTextsKo } from './bulk-texts-ko';
import { brandTextsKo } from './brand-texts-ko';
import { consultationTextsKo } from './consultation-texts-ko';

export const ko = {
  service: '카카오톡 비즈메시지',
  alimtalkSend: sendTextsKo,
  statistics: statisticsTextsKo,
  ...profilesTextsKo,
  ...templatesTextsKo,
  ...imagesTextsKo,
  ...bulkTextsKo,
  ...brandTextsKo,
  ...consultationTextsKo,
};
