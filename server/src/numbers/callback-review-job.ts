import { decideCallbackNumber, type CallbackReviewDependencies } from './callback-review';

export const CALLBACK_REVIEW = 'callback-number.simulated-review';

/** Labels that make the dev reviewer reject, so the REJECTED path can be tried by hand. */
export const SIMULATED_CALLBACK_REJECT_PATTERN = /반려|reject/i;
export const SIMULATED_CALLBACK_REJECT_REASON = '통신서비스 이용증명원의 명의가 사업자 정보와 일치하지 않아요.';

/**
 * The dev stand-in for the operator who reviews sender numbers: CALLBACK_REVIEW_SIMULATOR_SECONDS
 * after a (re)submission it approves it, or rejects it when its label says 반려/reject. A submission
 * already decided, or replaced since, is left alone.
 */
export const callbackReviewHandler =
  (deps: () => CallbackReviewDependencies) => async (payload: Record<string, unknown>) => {
    const seq = Number(payload.seq);
    const eventSeq = Number(payload.eventSeq);
    if (!Number.isSafeInteger(seq) || !Number.isSafeInteger(eventSeq)) {
      throw new Error(`${CALLBACK_REVIEW} without seq/eventSeq: ${JSON.stringify(payload)}`);
    }
    const reject = typeof payload.label === 'string' && SIMULATED_CALLBACK_REJECT_PATTERN.test(payload.label);
    await decideCallbackNumber(
      deps(),
      seq,
      reject ? { decision: 'REJECT', reason: SIMULATED_CALLBACK_REJECT_REASON } : { decision: 'APPROVE' },
      'SIMULATOR',
      eventSeq,
    );
  };
