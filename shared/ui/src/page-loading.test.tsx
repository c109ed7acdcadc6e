import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@console/i18n/setup';
import { RemoteLoading } from './page-loading';

// The shell's texts of the view (its namespace "shell"), as the page has them before a remote mounts.
const shell = { remote: { loading: '{{service}} 화면을 불러오는 중…', services: { kakao: '카카오톡' } } };

function renderLoading(remote: string) {
  return render(
    <I18nextProvider i18n={createI18n({ ko: { shell } }, 'ko')}>
      <RemoteLoading remote={remote} />
    </I18nextProvider>,
  );
}

describe('RemoteLoading', () => {
  it("names the remote's service in the shell's words, as a busy area with a spinner and no heading", () => {
    const { container } = renderLoading('kakao');
    expect(screen.getByText('카카오톡 화면을 불러오는 중…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('falls back to the remote name for a service the shell has no name for', () => {
    renderLoading('partner');
    expect(screen.getByText('partner 화면을 불러오는 중…')).toBeInTheDocument();
  });
});
