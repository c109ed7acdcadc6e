import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { KAKAO_LIMITS, type SenderProfileCreate } from '@console/contracts/kakao';
import { normalizePhoneNumber } from '@console/contracts/phone-numbers';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict, invalidField, rateLimited } from '../http/api-error';
import { isSenderProfileCategory } from './kakao-categories';
import type { SenderProfilesRepository, TokenPurpose } from './sender-profiles-repository';

/**
 * What Kakao's business center answers about channels (the Kakao provider: a simulator in
 * development, the real center in production): a channel by its search id, the token it sends to the
 * channel's admin phone, and the sender key it issues.
 */
export interface KakaoDirectory {
  /** The channel's name, or null when no channel has that search id. */
  findChannel(channelId: string): Promise<{ channelName: string } | null>;
  /** Kakao sends the token to the admin phone (as a KakaoTalk message, or SMS when it cannot). */
  sendToken(adminPhone: string, channelId: string, token: string): Promise<void>;
  /** The 40-character sender key of a newly activated profile. */
  issueSenderKey(channelId: string): string;
}

export interface RegistrationDependencies {
  db: Database;
  senderProfiles: SenderProfilesRepository;
  directory: KakaoDirectory;
}

export const CHANNEL_NOT_FOUND =
  '카카오톡 채널을 찾을 수 없어요. 채널 관리자센터의 검색용 아이디(@로 시작)를 확인해 주세요.';
export const CHANNEL_TAKEN_HERE = '이 팀에 이미 등록된 카카오톡 채널이에요.';
export const CHANNEL_TAKEN = '다른 팀에서 이미 쓰고 있는 카카오톡 채널이에요. 한 채널은 한 팀에만 등록할 수 있어요.';
export const TOKEN_FIRST = '인증번호를 먼저 받아 주세요.';
export const TOKEN_EXPIRED = `인증번호가 만료됐어요. 인증번호는 ${KAKAO_LIMITS.tokenValidMinutes}분 동안 쓸 수 있어요. 다시 받아 주세요.`;
export const TOKEN_TOO_MANY_TRIES = `인증번호를 ${KAKAO_LIMITS.tokenTriesMax}번 틀렸어요. 새 인증번호를 받아 주세요.`;
export const TOKEN_PHONE_CHANGED = '인증번호를 받은 관리자 번호와 달라요. 번호를 바꿨다면 인증번호를 다시 받아 주세요.';
export const CATEGORY_UNKNOWN = '카테고리를 목록에서 다시 선택해 주세요.';
const TOKENS_PER_HOUR = 10;

const hashToken = (channelId: string, token: string): string =>
  createHash('sha256').update(`${channelId.toLowerCase()}:${token}`).digest('hex');

const sameHash = (a: string, b: string): boolean => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** Sends a token to the channel's admin phone, for registering a new profile or recovering a dormant one. */
export async function sendProfileToken(
  deps: RegistrationDependencies,
  teamSeq: number,
  request: { channelId: string; adminPhone: string; purpose: TokenPurpose; profileSeq?: number },
): Promise<{ channelName: string; validMinutes: number }> {
  if ((await deps.senderProfiles.recentTokenCount(teamSeq)) >= TOKENS_PER_HOUR)
    throw rateLimited(
      `인증번호는 한 시간에 ${TOKENS_PER_HOUR}번까지 받을 수 있어요. 잠시 후 다시 시도해 주세요.`,
      3600,
    );
  const channel = await deps.directory.findChannel(request.channelId);
  if (!channel) throw invalidField('channelId', CHANNEL_NOT_FOUND);
  if (request.purpose === 'REGISTER') {
    const existing = await deps.senderProfiles.liveByChannel(request.channelId);
    if (existing) throw invalidField('channelId', existing.teamSeq === teamSeq ? CHANNEL_TAKEN_HERE : CHANNEL_TAKEN);
  }
  const token = String(randomInt(0, 10 ** KAKAO_LIMITS.tokenLength)).padStart(KAKAO_LIMITS.tokenLength, '0');
  const adminPhone = normalizePhoneNumber(request.adminPhone);
  await deps.senderProfiles.insertToken({
    teamSeq,
    purpose: request.purpose,
    channelId: request.channelId,
    adminPhone,
    profileSeq: request.profileSeq ?? null,
    tokenHash: hashToken(request.channelId, token),
    validMinutes: KAKAO_LIMITS.tokenValidMinutes,
  });
  await deps.directory.sendToken(adminPhone, request.channelId, token);
  return { channelName: channel.channelName, validMinutes: KAKAO_LIMITS.tokenValidMinutes };
}

type TokenCheck = { ok: true; tokenSeq: number } | { ok: false; message: string };

/** Checks the latest token inside `tx`; a wrong one counts a try (committed by the caller even on failure). */
async function checkToken(
  deps: RegistrationDependencies,
  tx: Queryable,
  teamSeq: number,
  purpose: TokenPurpose,
  channelId: string,
  adminPhone: string | null,
  token: string,
): Promise<TokenCheck> {
  const row = await deps.senderProfiles.latestToken(teamSeq, purpose, channelId, tx);
  if (!row || row.used_at) return { ok: false, message: TOKEN_FIRST };
  if (row.expires_at.getTime() < Date.now()) return { ok: false, message: TOKEN_EXPIRED };
  if (row.tries >= KAKAO_LIMITS.tokenTriesMax) return { ok: false, message: TOKEN_TOO_MANY_TRIES };
  if (adminPhone !== null && row.admin_phone !== normalizePhoneNumber(adminPhone))
    return { ok: false, message: TOKEN_PHONE_CHANGED };
  if (!sameHash(row.token_hash, hashToken(channelId, token))) {
    await deps.senderProfiles.countTry(row.seq, tx);
    const left = KAKAO_LIMITS.tokenTriesMax - row.tries - 1;
    return {
      ok: false,
      message: left > 0 ? `인증번호가 맞지 않아요. (${left}번 더 입력할 수 있어요)` : TOKEN_TOO_MANY_TRIES,
    };
  }
  await deps.senderProfiles.useToken(row.seq, tx);
  return { ok: true, tokenSeq: row.seq };
}

/** Registers an active profile with the token from the admin phone; answers its seq. */
export async function registerSenderProfile(
  deps: RegistrationDependencies,
  teamSeq: number,
  input: SenderProfileCreate,
): Promise<number> {
  if (!isSenderProfileCategory(input.categoryCode)) throw invalidField('categoryCode', CATEGORY_UNKNOWN);
  const channel = await deps.directory.findChannel(input.channelId);
  if (!channel) throw invalidField('channelId', CHANNEL_NOT_FOUND);
  let result: { seq: number } | { message: string };
  try {
    result = await deps.db.transaction(async (tx) => {
      const check = await checkToken(deps, tx, teamSeq, 'REGISTER', input.channelId, input.adminPhone, input.token);
      if (!check.ok) return { message: check.message };
      const existing = await deps.senderProfiles.liveByChannel(input.channelId, tx);
      if (existing) return { message: existing.teamSeq === teamSeq ? CHANNEL_TAKEN_HERE : CHANNEL_TAKEN };
      const seq = await deps.senderProfiles.insert(
        {
          teamSeq,
          channelId: input.channelId,
          channelName: channel.channelName,
          senderKey: deps.directory.issueSenderKey(input.channelId),
          category: input.categoryCode,
          adminPhone: normalizePhoneNumber(input.adminPhone),
        },
        tx,
      );
      return { seq };
    });
  } catch (error) {
    // Two registrations of one channel at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw conflict(CHANNEL_TAKEN_HERE);
    throw error;
  }
  if ('message' in result) {
    const field = result.message === CHANNEL_TAKEN || result.message === CHANNEL_TAKEN_HERE ? 'channelId' : 'token';
    throw invalidField(field, result.message);
  }
  return result.seq;
}

export const NOT_DORMANT = '휴면 상태의 발신 프로필만 휴면을 풀 수 있어요.';

/** A dormant profile back to active with a token sent to its admin phone. */
export async function recoverSenderProfile(
  deps: RegistrationDependencies,
  teamSeq: number,
  seq: number,
  token: string,
): Promise<void> {
  const profile = await deps.senderProfiles.get(teamSeq, seq);
  if (!profile || profile.status !== 'DORMANT') throw conflict(NOT_DORMANT);
  const message = await deps.db.transaction(async (tx) => {
    const check = await checkToken(deps, tx, teamSeq, 'RECOVER', profile.channelId, null, token);
    if (!check.ok) return check.message;
    const moved = await deps.senderProfiles.setStatus(
      seq,
      { status: 'ACTIVE', reason: '휴면 해제', by: 'USER', from: ['DORMANT'] },
      tx,
    );
    return moved ? null : NOT_DORMANT;
  });
  if (message) throw invalidField('token', message);
}
