import { useMutation } from '@tanstack/react-query';
import type { SenderProfileTokenRequest } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** What Kakao answers when it has sent the token: the channel's name and how long the token lives. */
export interface SentToken {
  channelName: string;
  validMinutes: number;
}

/** POST /api/team/kakao/sender-keys/token: Kakao texts a 6-digit token to the channel's admin phone. */
export const requestSenderKeyToken = (api: ApiClient, body: SenderProfileTokenRequest) =>
  api.post<SentToken>('/api/team/kakao/sender-keys/token', body, { silent: true });

export function useRequestSenderKeyToken() {
  const api = useApi();
  return useMutation({ mutationFn: (body: SenderProfileTokenRequest) => requestSenderKeyToken(api, body) });
}
