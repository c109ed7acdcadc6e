import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createI18n } from '@console/i18n/setup';
import type { PagingState, Platform, RemoteMountProps } from '@console/platform/contract';
import { PlatformContext } from '@console/platform/hooks';
import { uiResourcesKo } from '../ui-resources';
import { uiResourcesEn } from '../ui-resources-en';

/**
 * Providers for the tests of this package only. @console/testing depends on @console/ui, so the
 * package's own tests build the little they need here instead of importing it.
 */
export function createTestPlatform() {
  const store = new Map<string, PagingState>();
  const toasts: { message: string; severity?: string }[] = [];
  const platform = {
    i18n: createI18n({ ko: { ui: uiResourcesKo }, en: { ui: uiResourcesEn } }, 'ko', 'ui'),
    paging: {
      get: (pattern: string) => store.get(pattern),
      set: (pattern: string, state: PagingState) => void store.set(pattern, state),
    },
    ui: { toast: (message: string, severity?: string) => void toasts.push({ message, severity }) },
  } as unknown as Platform;
  return { platform, store, toasts };
}

export function TestProviders({
  platform,
  children,
  path = '/',
}: {
  platform: Platform;
  children: ReactNode;
  path?: string;
}) {
  const value = { platform, routing: {}, team: { teamSeq: null, status: null } } as unknown as RemoteMountProps;
  return (
    <PlatformContext.Provider value={value}>
      <I18nextProvider i18n={platform.i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/list" element={children} />
            <Route path="*" element={<p>other page</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </PlatformContext.Provider>
  );
}
