import { VIRTUAL_ACCOUNT_DEPOSIT } from './billing-jobs';
import { confirmDeposit, type TopUpDependencies } from './top-ups';

/**
 * VIRTUAL_ACCOUNT_DEPOSIT { topUpSeq, expireOnly? }. Booked twice when a virtual account is issued:
 * VIRTUAL_ACCOUNT_SIMULATOR_SECONDS later the simulated bank deposits what it waits for (not booked
 * when the simulator is off: operators confirm deposits then), and at the deposit deadline with
 * expireOnly, which marks a still-waiting top-up EXPIRED. A top-up already paid or expired is left alone.
 */
export const virtualAccountDepositHandler =
  (deps: () => Pick<TopUpDependencies, 'db' | 'notifications'>) => async (payload: Record<string, unknown>) => {
    const topUpSeq = Number(payload.topUpSeq);
    if (!Number.isSafeInteger(topUpSeq))
      throw new Error(`${VIRTUAL_ACCOUNT_DEPOSIT} without topUpSeq: ${JSON.stringify(payload)}`);
    await confirmDeposit(deps(), topUpSeq, { expireOnly: payload.expireOnly === true });
  };
