// Records when the English modules (and the kits' texts) are evaluated: only once English is chosen.
const mockLoadedModules: string[] = [];
const mockRecorded = <T>(name: string, module: T) => {
  mockLoadedModules.push(name);
  return module;
};
jest.mock('./en', () => mockRecorded('en', jest.requireActual<typeof import('./en')>('./en')));
jest.mock('@console/ui/ui-resources-en', () =>
  mockRecorded(
    'ui-en',
    jest.requireActual<typeof import('@console/ui/ui-resources-en')>('@console/ui/ui-resources-en'),
  ),
);
jest.mock('@console/send-kit/send-kit-texts', () =>
  mockRecorded(
    'send-kit',
    jest.requireActual<typeof import('@console/send-kit/send-kit-texts')>('@console/send-kit/send-kit-texts'),
  ),
);
jest.mock('@console/dashboard-kit/dashboard-texts', () =>
  mockRecorded(
    'dashboard-kit',
    jest.requireActual<typeof import('@console/dashboard-kit/dashboard-texts')>(
      '@console/dashboard-kit/dashboard-texts',
    ),
  ),
);

// Imported here, not hoisted above the record: a static import of ./en would show up in it.
let createShellI18n: (typeof import('./shell-i18n'))['createShellI18n'];
let prepareShellLanguage: (typeof import('./shell-i18n'))['prepareShellLanguage'];
let loadShellPageTexts: (typeof import('./shell-i18n'))['loadShellPageTexts'];
beforeAll(async () => {
  ({ createShellI18n, prepareShellLanguage, loadShellPageTexts } = await import('./shell-i18n'));
});

describe('the shell texts', () => {
  it('shows Korean without loading English, and loads English only for a page in English', async () => {
    const korean = createShellI18n('ko');
    await expect(prepareShellLanguage(korean)).resolves.toBe('ko');
    expect(korean.t('common.language')).toBe('English');
    expect(korean.t('ui:table.empty')).toBe('데이터가 없어요.');
    expect(korean.hasResourceBundle('en', 'shell')).toBe(false);
    expect(mockLoadedModules).toEqual([]);

    // The language toggle sets the cookie and reloads: the page boots in English.
    const english = createShellI18n('en');
    expect(mockLoadedModules).toEqual([]);
    await expect(prepareShellLanguage(english)).resolves.toBe('en');
    expect(mockLoadedModules.sort()).toEqual(['dashboard-kit', 'en', 'send-kit', 'ui-en']);
    expect(english.language).toBe('en');
    expect(english.t('common.language')).toBe('한국어');
    expect(english.t('ui:table.empty')).toBe('No data.');
    expect(english.t('signup.title')).toBe('Sign up');
    // The kits add only their Korean when a part renders: their English is in place before that.
    expect(english.t('sendKit:when.now')).toBe('Send now');
    expect(english.t('dashboardKit:quick.sendSms')).toBe('Send a text');
  });

  it('adds the Korean of the account area and the invitations only when their pages load', async () => {
    const korean = createShellI18n('ko');
    expect(korean.exists('signup.title')).toBe(false);
    expect(korean.exists('invitation.title')).toBe(false);
    expect(korean.t('notifications.title')).toBe('알림');

    await loadShellPageTexts('account');
    expect(korean.t('signup.title')).toBe('회원가입');
    expect(korean.exists('invitation.title')).toBe(false);
    await loadShellPageTexts('invitation', 'account');
    expect(korean.t('invitation.title')).toBe('멤버 초대');
    // The main chunk's texts stay as they were.
    expect(korean.t('common.language')).toBe('English');
  });

  it('adds the release page texts with the release page; the menu entry and the banner come at once', async () => {
    const korean = createShellI18n('ko');
    expect(korean.t('releases.menu')).toBe('릴리스 관리');
    expect(korean.t('releases.banner.reset')).toBe('되돌리기');
    expect(korean.exists('releaseManager.title')).toBe(false);
    await loadShellPageTexts('releases');
    expect(korean.t('releaseManager.title')).toBe('릴리스 관리');
    expect(korean.t('releases.menu')).toBe('릴리스 관리');
  });

  it('comes up in Korean when the English texts cannot be fetched', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = createShellI18n('en');
    const failing = { en: () => Promise.reject(new Error('Loading chunk shell-texts-en failed')) };
    await expect(prepareShellLanguage(i18n, failing)).resolves.toBe('ko');
    expect(i18n.language).toBe('ko');
    expect(i18n.t('common.language')).toBe('English');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
