import { defineRemote } from '@console/platform/define-remote';
import { RemoteLoading } from '@console/ui/page-loading';
import { ConsoleThemeProvider } from '@console/ui/theme-provider';
import descriptor from '../remote.json';
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
  // English is a chunk of its own, loaded before the first render only on a page in English.
  resources: { ko, en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en').then((m) => m.en) },
  Wrapper: ConsoleThemeProvider,
  Loading: RemoteLoading,
  screens: built,
});
