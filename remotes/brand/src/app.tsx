import { defineRemote } from '@console/platform/define-remote';
import { RemoteLoading } from '@console/ui/page-loading';
import { ConsoleThemeProvider } from '@console/ui/theme-provider';
import descriptor from '../remote.json';
import { en } from './i18n/en';
import { ko } from './i18n/ko';
import { screens as built } from './screens';

/**
 * The brand remote: the screens of the public site that need the console (inquiries, the consulting
 * forms and the questionnaire). The public pages themselves (home, services, policies, notices, the
 * customer centre) are rendered by the server from src/site and carry no script.
 */
export default defineRemote({
  name: 'brand',
  descriptor,
  resources: { ko, en },
  Wrapper: ConsoleThemeProvider,
  Loading: RemoteLoading,
  screens: built,
});
