import type { reserveTextsKo } from './reserve-texts-ko';

export const reserveTextsEn: typeof reserveTextsKo = {
  title: 'Reserved sends',
  description:
    'Reservations not sent yet. Until sending starts you can change the text and time, or cancel. The period is the day the reservation was made.',
  empty: 'No reservations made in this period.',
  columns: { reserveAt: 'Send at', estimatedCost: 'Estimated cost', createdAt: 'Reserved on', actions: 'Manage' },
  cancel: 'Cancel reservation',
  cancelTitle: 'Cancel reservation',
  cancelConfirm: 'Cancel reservation #{{seq}} ({{at}}, {{count}} recipients)? This cannot be undone.',
  cancelled: 'Reservation #{{seq}} cancelled.',
  detailTitle: 'Reserved send #{{seq}}',
  detailDescription: 'Sends at {{at}}. Until then you can change or cancel it.',
  locked: 'Sending has started or finished: this request can no longer be changed or cancelled.',
  notEditable: 'Reservations with more than {{max}} recipients cannot be changed here. Cancel and send again.',
  edit: 'Change text and time',
  editTitle: 'Change the reservation',
  save: 'Save',
  saved: 'Reservation changed.',
  loading: 'Loading',
};
