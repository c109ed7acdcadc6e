import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { kakaoImageOf } from './brand-template-fixtures';
import { BrandImagePicker } from './brand-image-picker';

/** The first bytes of a PNG of that size: what the browser and the server read the size from. */
const pngOf = (width: number, height: number, name = 'banner.png') => {
  const head = new Uint8Array(240);
  head.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(head.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([head], name, { type: 'image/png' });
};

function Picker() {
  const [value, setValue] = useState<number | null>(null);
  return <BrandImagePicker label="카드 1 이미지" purpose="CAROUSEL" value={value} onChange={setValue} />;
}

function renderPicker(upload: FakeHandler) {
  return renderWithPlatform(<Picker />, {
    path: '/console/team/1/kakao/template/brand-message/regist',
    teamSeq: 1,
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: {
      'POST /api/team/kakao/images': upload,
      'GET /api/team/kakao/images': () => pageOf([]),
    },
  });
}
const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('카드 1 이미지 파일'), { target: { files: [file] } });

describe('BrandImagePicker', () => {
  it("judges a file by its bytes with the use's rule before sending it, then uploads and chooses it", async () => {
    const upload = jest.fn(({ params }: { params?: Record<string, unknown> }) =>
      kakaoImageOf({ seq: 401, purpose: 'CAROUSEL', fileName: 'coat.png', ...(params ?? {}) }),
    );
    const { platform } = renderPicker(upload as FakeHandler);
    expect(screen.getByText(/가로 500px 이상 · 세로\/가로 비율 0.5~1.333 · 5MB까지/)).toBeInTheDocument();
    chooseFile(pngOf(400, 300));
    expect(await screen.findByText('이미지 가로는 500px 이상이어야 해요. (지금 400px)')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();

    chooseFile(pngOf(800, 600, 'coat.png'));
    await waitFor(() => expect(screen.getByTestId('brand-image-name')).toHaveTextContent('coat.png'));
    expect(platform.api.calls.at(-1)).toMatchObject({ method: 'POST', params: { purpose: 'CAROUSEL' } });
    fireEvent.click(screen.getByRole('button', { name: '카드 1 이미지 빼기' }));
    expect(screen.getByTestId('brand-image-name')).toHaveTextContent('고른 이미지 없음');
  });

  it("shows the server's refusal of an upload in place", async () => {
    renderPicker(() => {
      throw new ApiError(400, 'Bad Request', '이미지를 올리지 못했어요.', 4000, [
        { field: 'image', message: '브랜드 메시지 캐러셀는 5MB까지 올릴 수 있어요.' },
      ]);
    });
    chooseFile(pngOf(800, 600));
    expect(await screen.findByText('브랜드 메시지 캐러셀는 5MB까지 올릴 수 있어요.')).toBeInTheDocument();
  });
});
