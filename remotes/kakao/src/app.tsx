import { defineRemote } from '@console/platform/define-remote';
import { RemoteLoading } from '@console/ui/page-loading';
import { ConsoleThemeProvider } from '@console/ui/theme-provider';
import descriptor from '../remote.json';
import { en } from './i18n/en';
import { ko } from './i18n/ko';
import { screens } from './screens';

/** The kakao remote: alimtalk and brand message sending, sender profiles, images, templates, statistics. */
export default defineRemote({
  name: 'kakao',
  descriptor,
  resources: { ko, en },
  Wrapper: ConsoleThemeProvider,
  Loading: RemoteLoading,
  screens,
});
