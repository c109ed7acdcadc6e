import { screen, waitFor } from '@testing-library/react';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { KmcReceivePage } from './kmc-receive-page';

const render = (search: string) =>
  renderWithPlatform(<KmcReceivePage />, {
    path: `/common/kmc-receive${search}`,
    routePath: '/common/kmc-receive',
    defaultNS: 'shell',
    user: null,
    resources: { ko: { shell: ko }, en: { shell: en } },
  });

describe('KmcReceivePage', () => {
  const originalOpener = window.opener;
  afterEach(() => {
    Object.defineProperty(window, 'opener', { value: originalOpener, configurable: true, writable: true });
    jest.restoreAllMocks();
  });

  it('hands the token to the opener on this origin only, then closes', async () => {
    const postMessage = jest.fn();
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true, writable: true });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    render('?token=abc_token_0123456789abcdef');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { type: 'identity-check', token: 'abc_token_0123456789abcdef' },
        window.location.origin,
      ),
    );
    expect(close).toHaveBeenCalled();
  });

  it('hands an error code over', async () => {
    const postMessage = jest.fn();
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true, writable: true });
    jest.spyOn(window, 'close').mockImplementation(() => undefined);
    render('?error=CANCELLED');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ type: 'identity-check', error: 'CANCELLED' }, window.location.origin),
    );
  });

  it('opened without an opener, explains and links to the sign-up', async () => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
    render('?token=abc');
    expect(await screen.findByText('본인인증 창이 아니에요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회원가입으로 가기' })).toHaveAttribute('href', '/account/signup');
  });
});
