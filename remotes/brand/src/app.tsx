import { defineRemote } from '@console/platform/define-remote';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import { ConsoleThemeProvider } from '@console/ui/theme-provider';
import descriptor from '../remote.json';
import { en } from './i18n/en';
import { ko } from './i18n/ko';
import { HomePage } from './features/home/home-page';

/** The brand remote: the public site around the console. */
export default defineRemote({
  name: 'brand',
  descriptor,
  resources: { ko, en },
  Wrapper: ConsoleThemeProvider,
  screens: {
    home: <HomePage />,
    ...notReadyScreens(descriptor.routes.filter((route) => route.id !== 'home')),
  },
});
