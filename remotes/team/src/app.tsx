import { defineRemote } from '@console/platform/define-remote';
import { RemoteLoading } from '@console/ui/page-loading';
import { ConsoleThemeProvider } from '@console/ui/theme-provider';
import descriptor from '../remote.json';
import { koAtMount } from './i18n/ko-at-mount';
import { screens } from './screens';

/** The team remote: team spaces, members, API keys and linked systems. */
export default defineRemote({
  name: 'team',
  descriptor,
  // English is a chunk of its own, loaded before the first render only on a page in English.
  // Korean: the texts every screen shares at mount, the rest with each screen (screens.tsx).
  resources: { ko: koAtMount, en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en').then((m) => m.en) },
  Wrapper: ConsoleThemeProvider,
  Loading: RemoteLoading,
  screens,
});
