import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import { TEAM_REGISTRATION_MAX_MINUTES } from '@console/contracts/timings';
import { ApiError, conflict } from '../http/api-error';
import { authOf } from '../http/request-auth';

export const UNVERIFIED_KAKAO =
  '사업자 인증을 마친 뒤에 발신 프로필과 템플릿을 등록할 수 있어요. 사업자등록증을 올려 인증을 받아 주세요.';
export const TEAM_NOT_READY_KAKAO = `팀 스페이스를 준비하고 있어요. 최대 ${TEAM_REGISTRATION_MAX_MINUTES}분 뒤 준비가 끝나면 등록할 수 있어요.`;

/**
 * preValidation after requireTeam on Kakao registrations (sender profiles, templates, images): an
 * unverified business may browse but not register, and a team still in REG waits (PRODUCT.md).
 */
export async function requireKakaoRegistrationAllowed(request: FastifyRequest): Promise<void> {
  const { user } = authOf(request);
  if (!user.verified) throw new ApiError(403, ResultCode.FORBIDDEN, UNVERIFIED_KAKAO);
  if (request.team?.status === 'REG') throw conflict(TEAM_NOT_READY_KAKAO);
}
