import { defineRemote } from '@console/platform/define-remote';
import { RemoteLoading } from '@console/ui/page-loading';
import { ConsoleThemeProvider } from '@console/ui/theme-provider';
import descriptor from '../remote.json';
import { en } from './i18n/en';
import { ko } from './i18n/ko';
import { screens } from './screens';

/** The stats remote: statistics across the user's teams, per service. */
export default defineRemote({
  name: 'stats',
  descriptor,
  resources: { ko, en },
  Wrapper: ConsoleThemeProvider,
  Loading: RemoteLoading,
  screens,
});
