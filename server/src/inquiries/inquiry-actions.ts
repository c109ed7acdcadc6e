import { INQUIRY_LIMITS, type InquiryCategory } from '@console/contracts/inquiries';
import { baseRoleOf, type SessionUser } from '@console/contracts/session';
import type { Database } from '../db/database';
import { conflict, invalidField, notFound, rateLimited } from '../http/api-error';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import type { Outbox } from '../notifications/outbox-repository';
import type { InquiriesRepository, InquiryReader, InquiryRecord, NewInquiryAttachment } from './inquiries-repository';

export interface InquiryDependencies {
  db: Database;
  inquiries: InquiriesRepository;
  notifications: NotificationsRepository;
  outbox: Outbox;
}

export const INQUIRY_NOT_FOUND = '문의를 찾을 수 없어요.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The console path of an inquiry's detail screen (the notification's link, the mail's link). */
export const inquiryPath = (seq: number) => `/brand/customers/serviceInquiry/${seq}`;

/**
 * Who reads what: every user reads the inquiries they wrote; a master (also one who asked to
 * withdraw) reads every inquiry of the business, since the master answers for the account.
 */
export const readerOf = (user: SessionUser): InquiryReader => ({
  bizSeq: user.business.bizSeq,
  userSeq: baseRoleOf(user.role) === 'ROLE_MASTER' ? null : user.userSeq,
});

/** The inquiry the user may read, else 404 (another business's inquiry is not said to exist). */
export async function readableInquiry(deps: InquiryDependencies, user: SessionUser, seq: number) {
  const inquiry = await deps.inquiries.find(seq, readerOf(user));
  if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
  return inquiry;
}

/** 429 in Korean when the user already wrote the day's share of questions and follow-ups. */
async function admitWrite(deps: InquiryDependencies, userSeq: number, now = new Date()) {
  const { count, oldest } = await deps.inquiries.writesSince(userSeq, new Date(now.getTime() - DAY_MS));
  if (count < INQUIRY_LIMITS.writesPerDay) return;
  const retryAfterSeconds = oldest ? (oldest.getTime() + DAY_MS - now.getTime()) / 1000 : DAY_MS / 1000;
  throw rateLimited(
    `문의는 하루에 ${INQUIRY_LIMITS.writesPerDay}건까지 남길 수 있어요. 급한 일은 고객센터로 전화해 주세요.`,
    retryAfterSeconds,
  );
}

/** A new inquiry by the user (RECEIVED); the team, if named, must be one the user may open. */
export async function writeInquiry(
  deps: InquiryDependencies,
  user: SessionUser,
  visibleTeamSeqs: () => Promise<number[]>,
  input: {
    category: InquiryCategory;
    teamSeq: number | null;
    title: string;
    body: string;
    attachments: NewInquiryAttachment[];
  },
): Promise<number> {
  if (input.teamSeq !== null && !(await visibleTeamSeqs()).includes(input.teamSeq))
    throw invalidField('teamSeq', '관련 팀을 다시 선택해 주세요. 내가 속한 팀만 고를 수 있어요.');
  await admitWrite(deps, user.userSeq);
  return deps.db.transaction((tx) =>
    deps.inquiries.create(
      {
        bizSeq: user.business.bizSeq,
        userSeq: user.userSeq,
        writerName: user.name,
        teamSeq: input.teamSeq,
        category: input.category,
        title: input.title,
        body: input.body,
        attachments: input.attachments,
      },
      tx,
    ),
  );
}

/**
 * A follow-up question on an inquiry the user may read. An answered inquiry is received again
 * (RECEIVED) so operators see it among the waiting ones; one in progress stays in progress.
 */
export async function followUp(
  deps: InquiryDependencies,
  user: SessionUser,
  inquiry: InquiryRecord,
  input: { body: string; attachments: NewInquiryAttachment[] },
): Promise<void> {
  await admitWrite(deps, user.userSeq);
  await deps.db.transaction(async (tx) => {
    const state = await deps.inquiries.lockState(inquiry.seq, tx);
    if (!state) throw notFound(INQUIRY_NOT_FOUND);
    await deps.inquiries.addMessage(
      inquiry.seq,
      {
        authorKind: 'USER',
        authorUserSeq: user.userSeq,
        authorName: user.name,
        body: input.body,
        attachments: input.attachments,
      },
      state === 'ANSWERED' ? 'RECEIVED' : state,
      tx,
    );
  });
}

/** The operator takes a received inquiry: RECEIVED -> IN_PROGRESS (409 from any other state). */
export async function startInquiry(deps: InquiryDependencies, seq: number): Promise<void> {
  if (!(await deps.inquiries.find(seq, null))) throw notFound(INQUIRY_NOT_FOUND);
  if (!(await deps.inquiries.markInProgress(seq))) throw conflict('접수 상태의 문의만 처리 중으로 바꿀 수 있어요.');
}

/**
 * The operator's answer: added to the thread, the inquiry ANSWERED, the writer told by a console
 * notification (in the same transaction) and an e-mail (after it commits). An inquiry already
 * answered gets no second answer until the user follows up (409).
 */
export async function answerInquiry(
  deps: InquiryDependencies,
  seq: number,
  answer: { body: string; operatorName: string },
  origin: string,
): Promise<InquiryRecord> {
  const inquiry = await deps.inquiries.find(seq, null);
  if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
  await deps.db.transaction(async (tx) => {
    const state = await deps.inquiries.lockState(seq, tx);
    if (state === 'ANSWERED')
      throw conflict('이미 답변한 문의예요. 사용자가 추가 문의를 남기면 다시 답변할 수 있어요.');
    await deps.inquiries.addMessage(
      seq,
      {
        authorKind: 'OPERATOR',
        authorUserSeq: null,
        authorName: answer.operatorName,
        body: answer.body,
        attachments: [],
      },
      'ANSWERED',
      tx,
    );
    if (inquiry.userSeq !== null) {
      await deps.notifications.notify(
        inquiry.userSeq,
        'SERVICE_INQUIRY_ANSWERED',
        '1:1 문의에 답변이 등록되었어요',
        `「${inquiry.title}」 문의에 답변이 등록되었어요. 답변을 확인해 주세요.`,
        inquiryPath(seq),
        { tx },
      );
    }
  });
  if (inquiry.writerEmail) {
    await deps.outbox.send({
      channel: 'EMAIL',
      to: inquiry.writerEmail,
      subject: '[메시지 콘솔] 1:1 문의에 답변이 등록되었어요',
      body: [
        `${inquiry.writerName}님, 남겨 주신 1:1 문의에 답변이 등록되었어요.`,
        `문의 제목: ${inquiry.title}`,
        '',
        answer.body,
        '',
        `답변 전체와 첨부 파일은 콘솔에서 확인할 수 있어요: ${origin}${inquiryPath(seq)}`,
        '답변이 충분하지 않다면 같은 문의에 추가 문의를 남겨 주세요.',
      ].join('\n'),
    });
  }
  return inquiry;
}
