import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n } from '@console/i18n/setup';
import { lazyScreen } from './lazy-screen';

function ChannelPage({ channel }: { channel: 'sms' | 'rcs' }) {
  return <h1>{channel} 통계</h1>;
}

describe('lazyScreen', () => {
  it("loads the page's code on its first render, once, and passes the props through", async () => {
    const load = jest.fn(async () => ({ ChannelPage, OtherExport: () => null }));
    const Channel = lazyScreen(load, 'ChannelPage');
    expect(load).not.toHaveBeenCalled();

    const view = render(
      <Suspense fallback={<p>불러오는 중</p>}>
        <Channel channel="sms" />
      </Suspense>,
    );
    expect(screen.getByText('불러오는 중')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'sms 통계' })).toBeInTheDocument();

    view.rerender(
      <Suspense fallback={<p>불러오는 중</p>}>
        <Channel channel="rcs" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'rcs 통계' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("adds the screen's Korean texts to the remote's namespace before the screen first renders", async () => {
    const rendered: string[] = [];
    function SendPage() {
      const { t } = useTranslation();
      rendered.push(t('send.title'));
      return <h1>{t('send.title')}</h1>;
    }
    const texts = jest.fn(async () => ({ send: { title: '문자 보내기' } }));
    const Send = lazyScreen(async () => ({ SendPage }), 'SendPage', texts);
    const i18n = createI18n({ ko: { messaging: { service: '메시지 발송' } } }, 'ko', 'messaging');

    // As in a remote: the screen comes in by a move inside a tree that is already on screen.
    const view = render(
      <I18nextProvider i18n={i18n} defaultNS="messaging">
        <Suspense fallback={<p>불러오는 중</p>}>
          <p>이전 화면</p>
        </Suspense>
      </I18nextProvider>,
    );
    view.rerender(
      <I18nextProvider i18n={i18n} defaultNS="messaging">
        <Suspense fallback={<p>불러오는 중</p>}>
          <Send />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: '문자 보내기' })).toBeInTheDocument();
    // Never a key on screen, and the remote's own texts are kept.
    expect(rendered).toEqual(rendered.map(() => '문자 보내기'));
    expect(i18n.getResourceBundle('ko', 'messaging')).toEqual({
      service: '메시지 발송',
      send: { title: '문자 보내기' },
    });
    expect(texts).toHaveBeenCalledTimes(1);

    // Another page's instance (a test, a second mount) gets them too, without loading them again.
    const other = createI18n({ ko: { messaging: {} } }, 'ko', 'messaging');
    render(
      <I18nextProvider i18n={other} defaultNS="messaging">
        <Send />
      </I18nextProvider>,
    );
    expect(other.getResourceBundle('ko', 'messaging')).toEqual({ send: { title: '문자 보내기' } });
    expect(texts).toHaveBeenCalledTimes(1);
  });

  it("keeps the page's props and export names checked", () => {
    const load = async () => ({ ChannelPage });
    const Channel = lazyScreen(load, 'ChannelPage');
    // @ts-expect-error a value the page does not take
    void (<Channel channel="email" />);
    // @ts-expect-error an export the module does not have
    lazyScreen(load, 'MissingPage');
    expect(Channel.displayName).toBe('LazyScreen(ChannelPage)');
  });
});
