import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdateRequest } from '@console/contracts/account';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { profileQueryKey } from './get-profile';

/** PUT /api/account/profile: name, e-mail and mobile. */
export const updateProfile = (api: ApiClient, body: ProfileUpdateRequest) =>
  api.put<Profile>('/api/account/profile', body, { silent: true });

export function useUpdateProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateRequest) => updateProfile(api, body),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
