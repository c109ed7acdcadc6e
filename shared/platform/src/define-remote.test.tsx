import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AppProps } from 'single-spa';
import type { Platform, RemoteMountProps } from './contract';
import { defineRemote, lazyScreen } from './define-remote';

/** A screen module whose code arrives when the test says so (or fails to). */
function deferredModule() {
  const loads: { resolve(): void; reject(error: Error): void }[] = [];
  const load = () =>
    new Promise<{ SendPage: () => ReactElement }>((resolve, reject) => {
      loads.push({ resolve: () => resolve({ SendPage: () => <h1>문자 보내기</h1> }), reject });
    });
  return { load, loads };
}

const descriptor = {
  name: 'demo',
  routes: [
    { id: 'list', path: '/console/list' },
    { id: 'send', path: '/console/send' },
  ],
};

function Loading({ remote }: { remote: string }) {
  return <p>{remote} 화면을 불러오는 중…</p>;
}

/** Mounts the remote's parcel at `pathname` as the shell does, and returns the parcel and its props. */
async function mountAt(parcel: ReturnType<typeof defineRemote>, pathname: string, language: 'ko' | 'en' = 'ko') {
  const props = await bootstrapAt(parcel, pathname, language);
  await mountParcel(parcel, props);
  return props;
}

/** The demo remote with its send screen behind a lazy chunk the test resolves or rejects. */
function lazyDemoRemote(send: ReturnType<typeof deferredModule>) {
  const SendPage = lazyScreen(send.load, 'SendPage');
  return defineRemote({ name: 'demo', descriptor, Loading, screens: { list: <h1>목록</h1>, send: <SendPage /> } });
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * mount resolves after React commits, which act holds back until its callback returns: so it is
 * awaited after act. The task inside lets a loader's promise (the English texts) settle first.
 */
async function mountParcel(parcel: ReturnType<typeof defineRemote>, props: object) {
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = parcel.mount(props as never);
    await nextTask();
  });
  await mounted;
}

/** The props the shell passes, on a page in `language`, with the parcel bootstrapped. */
async function bootstrapAt(parcel: ReturnType<typeof defineRemote>, pathname: string, language: 'ko' | 'en') {
  const i18n = i18next.createInstance();
  // As the shell's instance: Korean is the fallback of every language.
  await i18n.init({ lng: language, fallbackLng: 'ko', resources: {}, initAsync: false });
  const domElement = document.body.appendChild(document.createElement('div'));
  const props: RemoteMountProps & Partial<AppProps> & { domElement: HTMLElement; handleError: jest.Mock } = {
    name: 'demo',
    domElement,
    handleError: jest.fn(),
    platform: { i18n, queryClient: new QueryClient() } as unknown as Platform,
    team: { teamSeq: null, status: null },
    routing: {
      basename: '/',
      location: { pathname, search: '', hash: '', state: null, key: pathname },
      navigator: { createHref: String, push: jest.fn(), replace: jest.fn(), go: jest.fn() },
    },
  };
  await parcel.bootstrap(props as never);
  return props;
}

describe('defineRemote with lazy screens', () => {
  it("shows the remote's loading view while a screen's code loads, then the screen", async () => {
    const send = deferredModule();
    const parcel = lazyDemoRemote(send);
    const props = await mountAt(parcel, '/console/send');

    expect(screen.getByText('demo 화면을 불러오는 중…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(send.loads).toHaveLength(1);

    await act(async () => send.loads[0]?.resolve());
    expect(await screen.findByRole('heading', { name: '문자 보내기' })).toBeInTheDocument();
    expect(screen.queryByText('demo 화면을 불러오는 중…')).not.toBeInTheDocument();
    await act(() => parcel.unmount(props as never));
  });

  it('loads a screen whose code failed again when the shell mounts the remote again ("다시 시도")', async () => {
    const send = deferredModule();
    const chunkErrors: unknown[] = [];
    // React 18's development build replays a render error as a trusted window error event (its
    // production build does not): only the events the code raises count.
    const onError = (event: ErrorEvent) => {
      if (!event.isTrusted) chunkErrors.push(event.error);
    };
    window.addEventListener('error', onError);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = lazyDemoRemote(send);

    const first = await mountAt(parcel, '/console/send');
    const failure = Object.assign(new Error('Loading chunk send failed.'), { name: 'ChunkLoadError' });
    await act(async () => send.loads[0]?.reject(failure));
    // The parcel's error boundary hands it to the shell (its unavailable panel), and the window hears
    // it as the app's chunk error.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(first.handleError).toHaveBeenCalledWith(failure);
    expect(chunkErrors).toEqual([failure]);
    // Rendering the failure does not start another load: only the next mount does.
    expect(send.loads).toHaveLength(1);
    await act(() => parcel.unmount(first as never));

    const second = await mountAt(parcel, '/console/send');
    expect(send.loads).toHaveLength(2);
    await act(async () => send.loads[1]?.resolve());
    expect(await screen.findByRole('heading', { name: '문자 보내기' })).toBeInTheDocument();
    await act(() => parcel.unmount(second as never));
    window.removeEventListener('error', onError);
    jest.restoreAllMocks();
  });
});

describe('defineRemote texts', () => {
  const ko = { title: '문자 보내기' };
  const en = { title: 'Send messages' };
  /** Every text the screen rendered, in order: the first is what the user saw first. */
  let rendered: string[] = [];
  function Title() {
    const { t } = useTranslation();
    rendered.push(t('title'));
    return <h1>{t('title')}</h1>;
  }
  const remoteWith = (loadEnglish: () => Promise<Record<string, unknown>>) =>
    defineRemote({
      name: 'demo',
      descriptor,
      Loading,
      screens: { list: <Title />, send: <h1>보내기</h1> },
      resources: { ko, en: loadEnglish },
    });
  beforeEach(() => {
    rendered = [];
  });

  it('mounts in Korean at once and never loads the English texts', async () => {
    const loadEnglish = jest.fn(async () => en);
    const parcel = remoteWith(loadEnglish);
    const props = await bootstrapAt(parcel, '/console/list', 'ko');

    // Rendered within the act that mounts it: Korean waits for nothing.
    let mounted: Promise<unknown> = Promise.resolve();
    act(() => {
      mounted = parcel.mount(props as never);
    });
    expect(rendered).toEqual(['문자 보내기']);
    await mounted;
    expect(loadEnglish).not.toHaveBeenCalled();
    expect(props.platform.i18n.hasResourceBundle('en', 'demo')).toBe(false);
    await act(() => parcel.unmount(props as never));
  });

  it('in English, renders nothing until the English texts are in, then shows them from the first render', async () => {
    let arrive: (texts: typeof en) => void = () => undefined;
    const loadEnglish = jest.fn(() => new Promise<typeof en>((resolve) => (arrive = resolve)));
    const parcel = remoteWith(loadEnglish);
    const props = await bootstrapAt(parcel, '/console/list', 'en');

    // A mount that rendered at once would commit when this act returns.
    let mounted: Promise<unknown> = Promise.resolve();
    act(() => {
      mounted = parcel.mount(props as never);
    });
    await nextTask();
    expect(loadEnglish).toHaveBeenCalledTimes(1);
    expect(rendered).toEqual([]);
    expect(props.domElement).toBeEmptyDOMElement();

    await act(async () => {
      arrive(en);
      await nextTask();
    });
    await mounted;
    expect(rendered[0]).toBe('Send messages');
    expect(screen.getByRole('heading', { name: 'Send messages' })).toBeInTheDocument();
    await act(() => parcel.unmount(props as never));

    // The shell mounts the remote again on the next visit: the texts are already there.
    rendered = [];
    await mountParcel(parcel, props);
    expect(rendered[0]).toBe('Send messages');
    expect(loadEnglish).toHaveBeenCalledTimes(1);
    await act(() => parcel.unmount(props as never));
  });

  it('shows Korean when the English texts cannot be fetched, raises the chunk error, and tries again next mount', async () => {
    const failure = Object.assign(new Error('Loading chunk texts-en failed.'), { name: 'ChunkLoadError' });
    const loadEnglish = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(en);
    const chunkErrors: unknown[] = [];
    // React 18's development build replays a render error as a trusted window error event (its
    // production build does not): only the events the code raises count.
    const onError = (event: ErrorEvent) => {
      if (!event.isTrusted) chunkErrors.push(event.error);
    };
    window.addEventListener('error', onError);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = remoteWith(loadEnglish);

    const first = await mountAt(parcel, '/console/list', 'en');
    expect(screen.getByRole('heading', { name: '문자 보내기' })).toBeInTheDocument();
    expect(chunkErrors).toEqual([failure]);
    expect(error).toHaveBeenCalledTimes(1);
    await act(() => parcel.unmount(first as never));

    // The shell's "다시 시도" mounts it again on the same page: now the English texts arrive.
    rendered = [];
    await mountParcel(parcel, first);
    expect(rendered[0]).toBe('Send messages');
    expect(loadEnglish).toHaveBeenCalledTimes(2);
    await act(() => parcel.unmount(first as never));
    window.removeEventListener('error', onError);
    error.mockRestore();
  });
});
