import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { imageOf, pngFile } from './kakao-image-test-data';
import { KakaoImageRegistPage } from './kakao-image-regist-page';

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a distinct string per file.
  let urls = 0;
  URL.createObjectURL = jest.fn(() => `blob:test/${(urls += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

function renderPage(upload: FakeHandler = () => imageOf({ seq: 40 }), query = '') {
  return renderWithPlatform(<KakaoImageRegistPage />, {
    path: `/console/team/1/kakao/image-management/regist${query}`,
    routePath: '/console/team/:teamSeq/kakao/image-management/regist',
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: { 'POST /api/team/kakao/images': upload },
  });
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('올릴 이미지 파일'), { target: { files: [file] } });
const submit = () => screen.getByRole('button', { name: '올리기' });

describe('KakaoImageRegistPage', () => {
  it('states the rule of every use, from the contract numbers', () => {
    renderPage();
    expect(screen.getByRole('radio', { name: /알림톡 강조/ })).toBeChecked();
    expect(screen.getByText(/가로:세로 2:1 \(800 x 400px 권장\) · 가로 500px 이상 · 500KB까지/)).toBeInTheDocument();
    expect(screen.getByText(/세로\/가로 비율 0.5~1 · 5MB까지/)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('refuses a 1:1 image for alimtalk in Korean before anything is sent', async () => {
    const { platform } = renderPage();
    choose(pngFile('square.png', 800, 800));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '알림톡 강조 이미지(2:1, 800 x 400 권장)는 가로:세로 2:1 비율이어야 해요. (지금 800 x 800)',
    );
    expect(screen.getByRole('img', { name: '올릴 이미지 square.png' })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(platform.api.calls).toEqual([]);

    // The same file fits a brand message image (ratio 0.5 to 1.333): choosing that use checks it again.
    fireEvent.click(screen.getByRole('radio', { name: /브랜드 메시지 이미지형/ }));
    expect(await screen.findByText(/브랜드 메시지 이미지형에 쓸 수 있는 이미지예요/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('refuses a file that is not a JPG or PNG by its bytes, whatever its name', async () => {
    renderPage();
    choose(new File(['GIF89a not really'], 'banner.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('JPG, PNG 이미지만 올릴 수 있어요.');
    expect(submit()).toBeDisabled();
  });

  it('uploads a 2:1 image for the chosen use, then opens the list', async () => {
    const { platform } = renderPage(undefined, '?purpose=ALIMTALK');
    const append = jest.spyOn(FormData.prototype, 'append');
    choose(pngFile('banner.png', 800, 400));
    expect(await screen.findByText(/알림톡 강조에 쓸 수 있는 이미지예요. \(800 x 400px · 1KB\)/)).toBeInTheDocument();
    fireEvent.click(submit());
    await screen.findByText('other page');
    expect(platform.api.calls).toHaveLength(1);
    expect(platform.api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/team/kakao/images',
      params: { purpose: 'ALIMTALK' },
    });
    expect(append).toHaveBeenCalledWith('image', expect.objectContaining({ name: 'banner.png' }));
    append.mockRestore();
    expect(platform.toasts).toEqual([{ message: '이미지를 올렸어요.', severity: 'success' }]);
  });

  it('starts with the use the list was filtered by', () => {
    renderPage(undefined, '?purpose=WIDE');
    expect(screen.getByRole('radio', { name: /브랜드 메시지 와이드형/ })).toBeChecked();
  });

  it("shows the server's refusal in place", async () => {
    renderPage(() => {
      throw new ApiError(413, 'Payload Too Large', '브랜드 메시지 와이드형는 5MB까지 올릴 수 있어요.', 1002, [
        { field: 'image', message: '브랜드 메시지 와이드형는 5MB까지 올릴 수 있어요.' },
      ]);
    }, '?purpose=WIDE');
    choose(pngFile('wide.png', 800, 600));
    await waitFor(() => expect(submit()).toBeEnabled());
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('브랜드 메시지 와이드형는 5MB까지 올릴 수 있어요.');
    expect(screen.queryByText('other page')).not.toBeInTheDocument();
  });
});
