import { decideVerification, type ReviewDependencies } from './verification-review';

export const BIZ_FILE_REVIEW = 'biz-file.simulated-review';

/** File names that make the dev reviewer reject, so the REJECTED path can be tried by hand. */
export const SIMULATED_REJECT_PATTERN = /반려|reject/i;
export const SIMULATED_REJECT_REASON = '사업자등록증의 상호 또는 대표자가 입력한 사업자 정보와 달라요.';

/**
 * The dev stand-in for the operator who reviews registration files: some seconds after an upload
 * it approves the file (or rejects it when its name says 반려/reject). A file an operator already
 * decided, or one replaced since, is left alone.
 */
export const bizFileReviewHandler = (deps: () => ReviewDependencies) => async (payload: Record<string, unknown>) => {
  const bizSeq = Number(payload.bizSeq);
  const fileSeq = Number(payload.fileSeq);
  if (!Number.isSafeInteger(bizSeq) || !Number.isSafeInteger(fileSeq)) {
    throw new Error(`${BIZ_FILE_REVIEW} without bizSeq/fileSeq: ${JSON.stringify(payload)}`);
  }
  const reject = typeof payload.fileName === 'string' && SIMULATED_REJECT_PATTERN.test(payload.fileName);
  await decideVerification(
    deps(),
    bizSeq,
    reject ? { decision: 'REJECT', reason: SIMULATED_REJECT_REASON } : { decision: 'APPROVE' },
    'SIMULATOR',
    fileSeq,
  );
};
