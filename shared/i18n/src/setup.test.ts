import { createI18n, detectLanguage, loadLanguage, type LanguageLoaders } from './setup';

// A new object per instance: i18next keeps (and extends) the resources it is given.
const koreanApp = () => createI18n({ ko: { app: { hello: '안녕하세요' } } }, 'ko', 'app');

describe('detectLanguage', () => {
  it('takes ?lang=, then the cookie, then Korean', () => {
    expect(detectLanguage('?lang=en', 'console_lang=ko')).toBe('en');
    expect(detectLanguage('', 'a=1; console_lang=en')).toBe('en');
    expect(detectLanguage('?lang=fr', '')).toBe('ko');
  });
});

describe('loadLanguage', () => {
  it('adds every namespace of a loaded language, so a switch shows its texts from the first render', async () => {
    const i18n = koreanApp();
    const load = jest.fn(async () => ({ app: { hello: 'Hello' }, ui: { close: 'Close' } }));
    const textsAtSwitch: string[] = [];
    i18n.on('languageChanged', () => textsAtSwitch.push(i18n.t('hello')));

    await loadLanguage(i18n, 'en', { en: load });
    expect(i18n.t('hello')).toBe('안녕하세요');
    await i18n.changeLanguage('en');

    expect(load).toHaveBeenCalledTimes(1);
    expect(textsAtSwitch).toEqual(['Hello']);
    expect(i18n.t('ui:close')).toBe('Close');
  });

  it('loads nothing for a language that ships with the app', async () => {
    const i18n = koreanApp();
    const loaders: LanguageLoaders = { en: jest.fn() };
    await loadLanguage(i18n, 'ko', loaders);
    expect(loaders.en).not.toHaveBeenCalled();
  });

  it('passes a failed load on and adds nothing', async () => {
    const i18n = koreanApp();
    const failure = new Error('Loading chunk 12 failed');
    await expect(loadLanguage(i18n, 'en', { en: () => Promise.reject(failure) })).rejects.toBe(failure);
    expect(i18n.hasResourceBundle('en', 'app')).toBe(false);
  });
});
