import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RcsBrand } from '@console/contracts/rcs';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/team/rcs/chat-rooms: binds an approved landline / representative number to the brand. */
export const bindRcsChatRoom = (api: ApiClient, callbackSeq: number) =>
  api.post<RcsBrand>('/api/team/rcs/chat-rooms', { callbackSeq }, { silent: true });

/** DELETE /api/team/rcs/chat-rooms/:seq */
export const unbindRcsChatRoom = (api: ApiClient, seq: number) =>
  api.delete<RcsBrand>(`/api/team/rcs/chat-rooms/${seq}`, { silent: true });

function useBrandMutation<T>(mutationFn: (value: T) => Promise<RcsBrand>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'rcs-brand'] }),
  });
}

export function useBindRcsChatRoom() {
  const api = useApi();
  return useBrandMutation((callbackSeq: number) => bindRcsChatRoom(api, callbackSeq));
}

export function useUnbindRcsChatRoom() {
  const api = useApi();
  return useBrandMutation((seq: number) => unbindRcsChatRoom(api, seq));
}
