import type { ko } from './ko';
import { addressBooksTextsEn } from './address-books-texts-en';
import { historyTextsEn } from './history-texts-en';
import { messageHistoryTextsEn } from './message-history-texts-en';
import { moHistoryTextsEn } from './mo-history-texts-en';
import { reserveTextsEn } from './reserve-texts-en';
import { sendTextsEn } from './send-texts-en';
import { rcsSendTextsEn } from './rcs-send-texts-en';
import { emailSendTextsEn } from './email-send-texts-en';

import { numbersTextsEn } from './numbers-texts-en';
import { guidesTextsEn } from './guides-texts-en';
import { rcsTemplatesTextsEn } from './rcs-templates-texts-en';
import { rcsManageTextsEn } from './rcs-manage-texts-en';

export const en: typeof ko = {
  ...numbersTextsEn,
  guides: guidesTextsEn,
  service: 'Messaging',
  send: sendTextsEn,
  rcsSend: rcsSendTextsEn,
  emailSend: emailSendTextsEn,
  history: historyTextsEn,
  reserve: reserveTextsEn,
  messageHistory: messageHistoryTextsEn,
  moHistory: moHistoryTextsEn,
  addressBooks: addressBooksTextsEn,
  rcs: rcsTemplatesTextsEn,
  rcsManage: rcsManageTextsEn,
  callback: {
    title: 'Sender numbers',
    description:
      'The numbers your messages are sent from, and their review. Open a number to see its documents and review.',
    registGuide: 'How to register a number',
    approvedOnly: 'Only approved sender numbers can be used. A new number needs a proof of subscription and a review.',
    statusFilter: 'Review status',
    columns: {
      number: 'Sender number',
      label: 'Name',
      status: 'Review status',
      createdAt: 'Requested',
      decidedAt: 'Decided',
    },
    status: { PENDING: 'Under review', APPROVED: 'Approved', REJECTED: 'Rejected' },
    rejectReason: 'Reason: {{reason}}',
    empty: 'No sender numbers yet. Read the registration guide to add your first one.',
    emptyFiltered: 'No sender numbers with this status.',
  },
};
