import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** GET /api/team/rcs/images/:seq needs the bearer token, so an <img> cannot load it directly. */
export const getRcsImage = (api: ApiClient, seq: number) =>
  api.download(`/api/team/rcs/images/${seq}`).then((file) => file.blob);

/** An object URL of a stored RCS image (logo or card), revoked when no longer shown; null while loading. */
export function useRcsImageUrl(teamSeq: number, seq: number | null | undefined): string | null {
  const api = useApi();
  const image = useQuery({
    queryKey: ['messaging', 'rcs-image', teamSeq, seq],
    queryFn: () => getRcsImage(api, seq!),
    enabled: typeof seq === 'number' && seq > 0,
    staleTime: Infinity,
  });
  return useObjectUrl(image.data ?? null);
}

/** An object URL for a blob or a chosen file, revoked on change and unmount. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || blob.size === 0 || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
