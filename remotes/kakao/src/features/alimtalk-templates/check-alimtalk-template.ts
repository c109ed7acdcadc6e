import { useMutation } from '@tanstack/react-query';
import type { AlimtalkTemplateInput, ReviewWarning } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** What the pre-review check answers: problems would refuse the submission, warnings would not. */
export interface AlimtalkTemplateCheck {
  problems: { field: string; message: string }[];
  warnings: ReviewWarning[];
}

/** POST /api/team/kakao/templates/check: the server's view before submitting (profile, category, code taken). */
export const checkAlimtalkTemplate = (api: ApiClient, input: AlimtalkTemplateInput) =>
  api.post<AlimtalkTemplateCheck>('/api/team/kakao/templates/check', input, { silent: true });

export function useCheckAlimtalkTemplate() {
  const api = useApi();
  return useMutation({ mutationFn: (input: AlimtalkTemplateInput) => checkAlimtalkTemplate(api, input) });
}
