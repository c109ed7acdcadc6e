import { z } from 'zod';
import { PageQuery } from './api-envelope';

/**
 * What a notification is about. The kind picks the icon and tone on screen; title and body are
 * written (in Korean) by the server when the event happens.
 */
export const NotificationKind = z.enum([
  'VERIFICATION_APPROVED',
  'VERIFICATION_REJECTED',
  'TEAM_READY',
  'INVITATION_ACCEPTED',
  'PROVIDER_APPROVED',
  'CALLBACK_APPROVED',
  'CALLBACK_REJECTED',
  'RCS_APPROVED',
  'RCS_REJECTED',
  'KAKAO_APPROVED',
  'KAKAO_REJECTED',
  'KAKAO_NOTICE',
  'BILLING_LOW_BALANCE',
  'BILLING_TOP_UP',
  'BILLING_PAYMENT_FAILED',
  'BILLING_INVOICE',
  'BILLING_OVERDUE',
  'BILLING_SEND_REFUSED',
  'SERVICE_INQUIRY_ANSWERED',
  'SYSTEM',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const Notification = z.object({
  seq: z.number().int(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  /** An in-app path to open (e.g. /account/info/biz), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

/** GET /api/notifications?page&size&unread: newest first; unread=true keeps the unread only. */
export const NotificationListQuery = PageQuery.extend({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type NotificationListQuery = z.input<typeof NotificationListQuery>;

/** GET /api/notifications/unread-count */
export const UnreadCount = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** POST /api/notifications/read-all */
export const ReadAllAnswer = z.object({ updated: z.number().int().min(0) });
export type ReadAllAnswer = z.infer<typeof ReadAllAnswer>;

/** How often the bell asks for the unread count. */
export const NOTIFICATION_POLL_INTERVAL_MS = 60_000;
