import { useMutation } from '@tanstack/react-query';
import type { LoginIdAvailability, SignupAnswer, SignupRequest } from '@console/contracts/signup';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/account/signup: creates the business and its master and logs them in (cookie). */
export const signUp = (api: ApiClient, body: SignupRequest) =>
  api.post<SignupAnswer>('/api/account/signup', body, { silent: true, raw: true });

export function useSignUp() {
  const api = useApi();
  return useMutation({ mutationFn: (body: SignupRequest) => signUp(api, body) });
}

/** GET /api/account/login-id-availability?loginId=: asked when the id field loses focus. */
export const getLoginIdAvailability = (api: ApiClient, loginId: string) =>
  api.get<LoginIdAvailability>('/api/account/login-id-availability', { params: { loginId }, silent: true });
