import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import { API_KEY_PREFIX } from '@console/contracts/api-keys';
import { hashApiKey } from '../api-keys/api-key-secret';
import { markApiKeyUsed } from '../api-keys/api-keys-repository';
import type { Queryable } from '../db/database';
import { ApiError, conflict } from '../http/api-error';
import { PROVIDER_NOT_APPROVED, TEAM_NOT_READY, UNVERIFIED_BUSINESS } from './sending-guard';

/** The linked system calling the public send API: its key and the key's team. */
export interface ApiKeyCaller {
  keySeq: number;
  teamSeq: number;
  keyName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiKeyCaller: ApiKeyCaller | null;
  }
}

const KEY_INVALID =
  '인증 키가 올바르지 않아요. 팀의 연동 설정에서 발급한 API 키를 Authorization: Bearer 헤더에 넣어 주세요.';

/** IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d; the allowed list holds them as IPv4. */
const clientIp = (ip: string): string => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/**
 * preHandler of /api/public/**: a team API key (found by the sha256 of the whole key), called from one
 * of its allowed IPs, of a team and business that may send (the same blocks as the console). Each
 * accepted call stamps the key's last_used_at.
 */
export const authenticateApiKey = (db: Queryable) => async (request: FastifyRequest) => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const secret = match?.[1];
  if (!secret?.startsWith(API_KEY_PREFIX)) throw new ApiError(401, ResultCode.UNAUTHENTICATED, KEY_INVALID);
  const ip = clientIp(request.ip);
  const [key] = await db.query<{
    key_seq: number;
    team_seq: number;
    name: string;
    team_status: string;
    verified_at: Date | null;
    biz_type: string;
    provider_approve: string | null;
    ip_allowed: boolean;
  }>(
    `SELECT k.key_seq, k.team_seq, k.name, t.status AS team_status, b.verified_at, b.type AS biz_type, b.provider_approve,
       EXISTS (SELECT 1 FROM unnest(k.allowed_ips) AS a(cidr) WHERE $2::inet <<= a.cidr::inet) AS ip_allowed
     FROM api_keys k JOIN teams t ON t.team_seq = k.team_seq JOIN businesses b ON b.biz_seq = t.biz_seq
     WHERE k.key_hash = $1 AND k.status = 'ACTIVE' AND t.status <> 'CLOSED'`,
    [hashApiKey(secret), ip],
  );
  if (!key) throw new ApiError(401, ResultCode.UNAUTHENTICATED, KEY_INVALID);
  if (!key.ip_allowed)
    throw new ApiError(403, ResultCode.FORBIDDEN, `이 키에 허용되지 않은 IP(${ip})에서 보낸 요청이에요.`);
  if (!key.verified_at) throw new ApiError(403, ResultCode.FORBIDDEN, UNVERIFIED_BUSINESS);
  if (key.biz_type === 'VALUE_ADDED_PROVIDER' && (key.provider_approve ?? 'N') === 'N')
    throw new ApiError(403, ResultCode.FORBIDDEN, PROVIDER_NOT_APPROVED);
  if (key.team_status === 'REG') throw conflict(TEAM_NOT_READY);
  await markApiKeyUsed(db, key.key_seq);
  request.apiKeyCaller = { keySeq: key.key_seq, teamSeq: key.team_seq, keyName: key.name };
};
