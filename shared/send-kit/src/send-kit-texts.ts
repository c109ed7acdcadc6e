import { useTranslation } from 'react-i18next';
import { sendKitTextsKo } from './send-kit-texts-ko';

export const SEND_KIT_NS = 'sendKit';

/**
 * The kit's texts in the languages that are not shipped with it: English is a chunk of its own,
 * loaded with the shell's English before the first render of a page in English (loadLanguage).
 */
export const SEND_KIT_LANGUAGE_LOADERS = {
  en: () =>
    import(/* webpackChunkName: "send-kit-texts-en" */ './send-kit-texts-en').then(({ sendKitTextsEn }) => ({
      [SEND_KIT_NS]: sendKitTextsEn,
    })),
};

/**
 * useTranslation over the kit's own namespace, namespace "sendKit". The Korean texts join the app's
 * i18n instance the first time one of the kit's parts renders, so they load with the kit, not with
 * the shell.
 */
export function useSendKitTranslation() {
  const translation = useTranslation(SEND_KIT_NS);
  const { i18n } = translation;
  if (i18n && !i18n.hasResourceBundle('ko', SEND_KIT_NS)) {
    i18n.addResourceBundle('ko', SEND_KIT_NS, sendKitTextsKo, true, false);
  }
  return translation;
}
