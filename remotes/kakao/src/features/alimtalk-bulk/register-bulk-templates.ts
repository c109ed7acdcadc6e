import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkTemplateReport, BulkTemplateRow } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/**
 * POST /api/team/kakao/templates/bulk: with dryRun the per-row report only; without it every row enters
 * Kakao's review, or none (400 with `rows.N.field` errors when any row has a problem).
 */
export const registerBulkTemplates = (api: ApiClient, rows: BulkTemplateRow[], dryRun: boolean) =>
  api.post<BulkTemplateReport>('/api/team/kakao/templates/bulk', { rows, dryRun }, { silent: true });

/** The dry run: what each row would meet, nothing stored. */
export function useCheckBulkTemplates() {
  const api = useApi();
  return useMutation({ mutationFn: (rows: BulkTemplateRow[]) => registerBulkTemplates(api, rows, true) });
}

export function useRegisterBulkTemplates() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: BulkTemplateRow[]) => registerBulkTemplates(api, rows, false),
    // The template lists (alimtalk-templates' key) show the new ones as 검수 요청.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['kakao', 'alimtalk-templates'] }),
  });
}
