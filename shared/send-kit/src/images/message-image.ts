import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const messageImageQueryKey = (teamSeq: number, imageId: number) =>
  ['messaging', 'message-images', teamSeq, imageId] as const;

/** GET /api/team/message-images/:imageId: the JPG's bytes (behind the bearer token, so fetched, not linked). */
export const getMessageImage = async (api: ApiClient, imageId: number) =>
  (await api.download(`/api/team/message-images/${imageId}`, { silent: true })).blob;

/** An image's bytes as an object URL for <img>, revoked when no longer shown. An image never changes under its id. */
export function useMessageImageUrl(teamSeq: number, imageId: number): { url: string | null; isError: boolean } {
  const api = useApi();
  const query = useQuery({
    queryKey: messageImageQueryKey(teamSeq, imageId),
    queryFn: () => getMessageImage(api, imageId),
    staleTime: Infinity,
  });
  const url = useObjectUrl(query.data ?? null);
  return { url, isError: query.isError };
}

/** An object URL of a blob or file for as long as the component shows it. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
