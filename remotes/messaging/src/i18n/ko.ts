import { addressBooksTextsKo } from './address-books-texts-ko';
import { historyTextsKo } from './history-texts-ko';
import { messageHistoryTextsKo } from './message-history-texts-ko';
import { moHistoryTextsKo } from './mo-history-texts-ko';
import { reserveTextsKo } from './reserve-texts-ko';
import { sendTextsKo } from './send-texts-ko';
import { rcsSendTextsKo } from './rcs-send-texts-ko';
import { emailSendTextsKo } from './email-send-texts-ko';

import { numbersTextsKo } from './numbers-texts-ko';
import { guidesTextsKo } from './guides-texts-ko';
import { rcsTemplatesTextsKo } from './rcs-templates-texts-ko';
import { rcsManageTextsKo } from './rcs-manage-texts-ko';
import { koAtMount } from './ko-at-mount';

/** Every Korean text of the remote (the reference of the English, and of the tests). */
export const ko = {
  ...numbersTextsKo,
  guides: guidesTextsKo,
  ...koAtMount,
  send: sendTextsKo,
  rcsSend: rcsSendTextsKo,
  emailSend: emailSendTextsKo,
  history: historyTextsKo,
  reserve: reserveTextsKo,
  messageHistory: messageHistoryTextsKo,
  moHistory: moHistoryTextsKo,
  addressBooks: addressBooksTextsKo,
  rcs: rcsTemplatesTextsKo,
  rcsManage: rcsManageTextsKo,
};
