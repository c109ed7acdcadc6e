import { useTranslation } from 'react-i18next';
import { dashboardTextsKo } from './dashboard-texts-ko';

export const DASHBOARD_KIT_NS = 'dashboardKit';

/**
 * The blocks' texts in the languages that are not shipped with them: English is a chunk of its own,
 * loaded with the shell's English before the first render of a page in English (loadLanguage).
 */
export const DASHBOARD_KIT_LANGUAGE_LOADERS = {
  en: () =>
    import(/* webpackChunkName: "dashboard-kit-texts-en" */ './dashboard-texts-en').then(({ dashboardTextsEn }) => ({
      [DASHBOARD_KIT_NS]: dashboardTextsEn,
    })),
};

/**
 * useTranslation over the blocks' own namespace: the Korean texts join the app's i18n instance the
 * first time a block renders, so they load with the kit, not with the shell.
 */
export function useDashboardTranslation() {
  const translation = useTranslation(DASHBOARD_KIT_NS);
  const { i18n } = translation;
  if (i18n && !i18n.hasResourceBundle('ko', DASHBOARD_KIT_NS)) {
    i18n.addResourceBundle('ko', DASHBOARD_KIT_NS, dashboardTextsKo, true, false);
  }
  return translation;
}
