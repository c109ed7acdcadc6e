import { screen, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import type { Platform } from '@console/platform/contract';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { loadRemoteParcel } from '../federation/load-remote';
import { ko } from '../i18n/ko';
import { RemoteOutlet } from './remote-outlet';

// The federation runtime stands in for the network: the stats remote's parcel arrives when the test says.
jest.mock('../federation/load-remote', () => {
  const loaded = new Map<string, unknown>();
  const waiting: (() => void)[] = [];
  return {
    loadedRemoteParcel: (name: string) => loaded.get(name),
    loadRemoteParcel: jest.fn(
      (name: string) =>
        new Promise((resolve) => {
          waiting.push(() => {
            loaded.set(name, parcel);
            resolve(parcel);
          });
        }),
    ),
    arrive: () => waiting.shift()?.(),
  };
});
const federation = jest.requireMock<{ arrive(): void }>('../federation/load-remote');

const parcel: ParcelConfig = {
  bootstrap: async () => undefined,
  mount: async (props) => {
    (props as unknown as { domElement: HTMLElement }).domElement.innerHTML = '<h1>SMS/LMS/MMS 통계</h1>';
  },
  unmount: async (props) => {
    (props as unknown as { domElement: HTMLElement }).domElement.innerHTML = '';
  },
};

function renderOutlet() {
  return renderWithPlatform(<RemoteOutletHost />, {
    defaultNS: 'shell',
    resources: { ko: { shell: ko } },
    path: '/console/stats/sms',
  });
}
function RemoteOutletHost() {
  const platform = { events: { emit: () => undefined } } as unknown as Platform;
  return <RemoteOutlet remote="stats" platform={platform} team={{ teamSeq: null, status: null }} />;
}

describe('RemoteOutlet', () => {
  it('shows the loading view on the first visit, and mounts at once on the next one', async () => {
    const first = renderOutlet();
    expect(screen.getByText(/불러오는 중/)).toBeInTheDocument();
    federation.arrive();
    expect(await screen.findByRole('heading', { name: 'SMS/LMS/MMS 통계' })).toBeInTheDocument();
    first.unmount();

    renderOutlet();
    // No loading turn: the parcel is there from the first render, and nothing is fetched again.
    expect(screen.queryByText(/불러오는 중/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'SMS/LMS/MMS 통계' })).toBeInTheDocument());
    expect(loadRemoteParcel).toHaveBeenCalledTimes(1);
  });
});
