import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { RegistryContext } from '../registry/registry-context';
import { LoginPage } from './login-page';

const renderPage = (environment: string) =>
  renderWithPlatform(
    <RegistryContext.Provider value={{ environment, remotes: [], problems: [] }}>
      <LoginPage />
    </RegistryContext.Provider>,
    {
      path: '/account/login',
      routePath: '/account/login',
      defaultNS: 'shell',
      user: null,
      resources: { ko: { shell: ko }, en: { shell: en } },
    },
  );

describe('LoginPage', () => {
  it('links to find id, reset password and sign up beside the login button', () => {
    renderPage('local');
    const links = screen.getByRole('navigation', { name: '계정 찾기와 회원가입' });
    expect(within(links).getByRole('link', { name: '아이디 찾기' })).toHaveAttribute('href', '/account/find/id');
    expect(within(links).getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute(
      'href',
      '/account/find/password',
    );
    expect(within(links).getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/account/signup');
    expect(within(links).queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
  });

  it.each(['local', 'staging'])('shows the demo accounts in %s', (environment) => {
    renderPage(environment);
    expect(screen.getByTestId('demo-hint')).toHaveTextContent('hanbit_master / Console123!');
  });

  it.each(['production', 'unknown'])('hides the demo accounts in %s', (environment) => {
    renderPage(environment);
    expect(screen.queryByTestId('demo-hint')).not.toBeInTheDocument();
    expect(screen.queryByText(/Console123!/)).not.toBeInTheDocument();
  });
});
