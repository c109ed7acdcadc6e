import { defineRemote } from '@console/platform/define-remote';
import { RemoteLoading } from '@console/ui/page-loading';
import { ConsoleThemeProvider } from '@console/ui/theme-provider';
import descriptor from '../remote.json';
import { en } from './i18n/en';
import { ko } from './i18n/ko';
import { screens } from './screens';

/** The messaging remote: SMS/LMS/MMS and RCS sending, history, sender numbers, RCS templates. */
export default defineRemote({
  name: 'messaging',
  descriptor,
  resources: { ko, en },
  Wrapper: ConsoleThemeProvider,
  Loading: RemoteLoading,
  screens,
});
