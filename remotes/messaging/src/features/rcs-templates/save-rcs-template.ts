import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RcsTemplateDetail, RcsTemplateInput } from '@console/contracts/rcs';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/team/rcs/templates (new, in review) or PUT .../:seq (a rejected one, edited and resubmitted). */
export const saveRcsTemplate = (api: ApiClient, input: RcsTemplateInput, seq?: number) =>
  seq === undefined
    ? api.post<RcsTemplateDetail>('/api/team/rcs/templates', input, { silent: true })
    : api.put<RcsTemplateDetail>(`/api/team/rcs/templates/${seq}`, input, { silent: true });

export function useSaveRcsTemplate(seq?: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RcsTemplateInput) => saveRcsTemplate(api, input, seq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'rcs-templates'] }),
  });
}
