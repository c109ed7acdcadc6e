import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FakeApi } from './fake-platform';

/**
 * Clicks the page's export button (by its name) with the download answered by `fileName`, and
 * answers what the page asked for (URL and options) and the name the browser saved the file under.
 */
export async function exportThrough(api: FakeApi, fileName: string, button = '내보내기') {
  URL.createObjectURL = jest.fn(() => 'blob:test/export');
  URL.revokeObjectURL = jest.fn();
  const download = jest.spyOn(api, 'download').mockResolvedValue({ blob: new Blob(['x']), exportTitle: fileName });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    return {
      request: download.mock.calls[0],
      savedAs: (click.mock.contexts[0] as HTMLAnchorElement).download,
    };
  } finally {
    click.mockRestore();
    download.mockRestore();
  }
}
