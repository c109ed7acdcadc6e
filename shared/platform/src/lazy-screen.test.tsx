import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
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
