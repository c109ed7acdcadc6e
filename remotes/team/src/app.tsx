import { defineRemote } from '@console/platform/define-remote';
import { RemoteLoading } from '@console/ui/page-loading';
import { ConsoleThemeProvider } from '@console/ui/theme-provider';
import descriptor from '../remote.json';
import { en } from './i18n/en';
import { ko } from './i18n/ko';
import { screens } from './screens';

/** The team remote: team spaces, members, API keys and linked systems. */
export default defineRemote({
  name: 'team',
  descriptor,
  resources: { ko, en },
  Wrapper: ConsoleThemeProvider,
  Loading: RemoteLoading,
  screens,
});
