import { useTranslation } from 'react-i18next';
import { dashboardTextsEn } from './dashboard-texts-en';
import { dashboardTextsKo } from './dashboard-texts-ko';

export const DASHBOARD_KIT_NS = 'dashboardKit';
export const dashboardKitResources = { ko: dashboardTextsKo, en: dashboardTextsEn };

/**
 * useTranslation over the blocks' own namespace: the texts join the app's i18n instance the first
 * time a block renders, so they load with the kit, not with the shell.
 */
export function useDashboardTranslation() {
  const translation = useTranslation(DASHBOARD_KIT_NS);
  const { i18n } = translation;
  if (i18n && !i18n.hasResourceBundle('ko', DASHBOARD_KIT_NS)) {
    i18n.addResourceBundle('ko', DASHBOARD_KIT_NS, dashboardTextsKo, true, false);
    i18n.addResourceBundle('en', DASHBOARD_KIT_NS, dashboardTextsEn, true, false);
  }
  return translation;
}
