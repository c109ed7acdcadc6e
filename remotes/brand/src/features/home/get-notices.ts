import { useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { NoticeSummary } from '@console/contracts/brand';
import { useApi } from '@console/platform/hooks';

export const noticesQueryKey = (page: number, size: number) => ['brand', 'notices', { page, size }] as const;

/** GET /api/brand/notices: public, paged, pinned first. */
export function useNotices(page = 1, size = 5) {
  const api = useApi();
  return useQuery({
    queryKey: noticesQueryKey(page, size),
    queryFn: () => api.get<Page<NoticeSummary>>('/api/brand/notices', { params: { page, size } }),
  });
}
