import { defineRemote } from '@console/platform/define-remote';
import { RemoteLoading } from '@console/ui/page-loading';
import { ConsoleThemeProvider } from '@console/ui/theme-provider';
import descriptor from '../remote.json';
import { ko } from './i18n/ko';
import { screens } from './screens';

/** The billing remote: usage and charges, invoices, prices, subscribed services, payment info. */
export default defineRemote({
  name: 'billing',
  descriptor,
  // English is a chunk of its own, loaded before the first render only on a page in English.
  resources: { ko, en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en').then((m) => m.en) },
  Wrapper: ConsoleThemeProvider,
  Loading: RemoteLoading,
  screens,
});
