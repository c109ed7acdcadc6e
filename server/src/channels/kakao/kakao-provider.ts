import type { Queryable } from '../../db/database';
import type { KakaoDirectory } from '../../kakao/sender-profile-registration';
import type { ProviderReports, ReportedBatch, SimulatorGuide } from '../channel';
import type { ProviderSubmission } from '../provider';

/** What a Kakao batch carries beyond the phones: the profile's key, the template and whether Kakao still takes them. */
export interface KakaoSubmission extends ProviderSubmission {
  senderKey: string;
  templateCode: string;
  /** The sender profile is ACTIVE at hand-over (a reservation may fire after Kakao blocked it). */
  profileActive: boolean;
  /** The template is still APPROVED at hand-over (a brand-message template needs no approval). */
  templateApproved: boolean;
  /** Brand messages: who may receive it (I friends, M marketing consent, N consent minus friends). */
  targeting?: 'I' | 'M' | 'N';
}

/**
 * The line to Kakao's BizMessage center: sends alimtalk batches and reads their reports, and answers
 * the business-center calls of sender profile registration (KakaoDirectory). KAKAO_PROVIDER picks one.
 */
export interface KakaoProvider extends KakaoDirectory {
  readonly name: string;
  submit(
    tx: Queryable,
    submission: KakaoSubmission,
    expectReports: (afterSeconds: number, providerData: Record<string, unknown>) => Promise<void>,
  ): Promise<void>;
  readReports(batch: ReportedBatch, providerData: Record<string, unknown>): Promise<ProviderReports>;
  guide(): SimulatorGuide | null;
}
