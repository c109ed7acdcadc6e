import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RcsBrand, RcsBrandFields } from '@console/contracts/rcs';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface RcsBrandUpload {
  fields: RcsBrandFields;
  /** Required on registration; on resubmission null keeps the current logo. */
  logo: File | null;
  resubmit: boolean;
}

const brandForm = ({ fields, logo }: RcsBrandUpload) => {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('description', fields.description);
  if (logo) form.append('logo', logo, logo.name);
  return form;
};

/** POST /api/team/rcs/brand, or .../resubmit for a rejected brand (multipart; the logo is the part `logo`). */
export const registerRcsBrand = (api: ApiClient, upload: RcsBrandUpload) =>
  api.postMultipart<RcsBrand>(
    upload.resubmit ? '/api/team/rcs/brand/resubmit' : '/api/team/rcs/brand',
    brandForm(upload),
    { silent: true },
  );

export function useRegisterRcsBrand() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: RcsBrandUpload) => registerRcsBrand(api, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'rcs-brand'] }),
  });
}
