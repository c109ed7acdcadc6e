import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import { TEAM_REGISTRATION_MAX_MINUTES } from '@console/contracts/timings';
import { providerApproveOf } from '../accounts/provider-approval';
import { ApiError, conflict } from '../http/api-error';
import { authOf } from '../http/request-auth';

export const UNVERIFIED_BUSINESS = '사업자 인증을 마친 뒤에 발송할 수 있어요. 사업자등록증을 올려 인증을 받아 주세요.';
export const PROVIDER_NOT_APPROVED = '부가통신사업자 계약이 승인된 뒤에 발송할 수 있어요.';
export const TEAM_NOT_READY = `팀 스페이스를 준비하고 있어요. 최대 ${TEAM_REGISTRATION_MAX_MINUTES}분 뒤 준비가 끝나면 발송할 수 있어요.`;

/** preHandler after requireTeam: the states that block sending (DOMAIN.md, issue 5). */
export async function requireSendingAllowed(request: FastifyRequest): Promise<void> {
  const { user } = authOf(request);
  if (!user.verified) throw new ApiError(403, ResultCode.FORBIDDEN, UNVERIFIED_BUSINESS);
  if (providerApproveOf(user) === 'N') throw new ApiError(403, ResultCode.FORBIDDEN, PROVIDER_NOT_APPROVED);
  if (request.team?.status === 'REG') throw conflict(TEAM_NOT_READY);
}
