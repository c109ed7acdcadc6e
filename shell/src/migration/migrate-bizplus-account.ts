import { useMutation } from '@tanstack/react-query';
import type { BizplusMigrationAnswer, BizplusMigrationRequest } from '@console/contracts/account-migration';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/account/migration/bizplus: moves the old account, its business and contacts, once. */
export const migrateBizplusAccount = (api: ApiClient, body: BizplusMigrationRequest) =>
  api.post<BizplusMigrationAnswer>('/api/account/migration/bizplus', body, { silent: true, raw: true });

export function useMigrateBizplusAccount() {
  const api = useApi();
  return useMutation({ mutationFn: (body: BizplusMigrationRequest) => migrateBizplusAccount(api, body) });
}
