import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { INQUIRY_LIMITS } from '@console/contracts/inquiries';
import { brandResources, detailOf, pdfFile, pngFile } from './inquiry-test-data';
import { ServiceInquiryWritePage } from './service-inquiry-write-page';

const TEAMS = pageOf([
  { teamSeq: 3, name: '마케팅팀', status: 'ACTIVE' },
  { teamSeq: 4, name: '고객지원팀', status: 'ACTIVE' },
]);

function renderPage(write: FakeHandler = () => detailOf({ seq: 12 })) {
  return renderWithPlatform(<ServiceInquiryWritePage />, {
    path: '/brand/customers/serviceInquiry/write',
    routePath: '/brand/customers/serviceInquiry/write',
    defaultNS: 'brand',
    resources: brandResources,
    handlers: { 'GET /api/teams': () => TEAMS, 'POST /api/inquiries': write },
  });
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('첨부할 파일'), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '문의 남기기' }));
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
async function fillValid() {
  await pick('문의 유형', '요금·결제');
  await pick('관련 팀', '마케팅팀');
  fireEvent.change(screen.getByRole('textbox', { name: /제목/ }), {
    target: { value: '세금계산서를 다시 받고 싶어요' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /문의 내용/ }), { target: { value: '10월분 세금계산서요.' } });
}

describe('ServiceInquiryWritePage', () => {
  it('says what is missing in place, in Korean, and sends nothing', async () => {
    const { platform } = renderPage();
    expect(screen.getByText('개인정보 수집·이용 안내')).toBeInTheDocument();
    submit();
    expect(await screen.findByText('문의 유형을 선택해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('제목을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('checks each file in place by its bytes and size before anything is uploaded', async () => {
    renderPage();
    choose(new File(['MZ this is a program'], '견적서.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '견적서.pdf: JPG, PNG, GIF, PDF, XLSX, ZIP, HWP 파일만 올릴 수 있어요. 파일 형식을 확인해 주세요.',
    );
    const big = pdfFile('큰파일.pdf');
    Object.defineProperty(big, 'size', { value: INQUIRY_LIMITS.attachmentMaxBytes + 1 });
    choose(big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '큰파일.pdf: 첨부 파일은 한 개에 10MB까지 올릴 수 있어요.',
    );

    choose(pngFile('화면1.png'));
    await screen.findByText('화면1.png');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    choose(pngFile('화면2.png'));
    await screen.findByText('화면2.png');
    choose(pdfFile('공문.pdf'));
    await screen.findByText('공문.pdf');
    choose(pngFile('화면4.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('첨부 파일은 3개까지 올릴 수 있어요.');
    expect(screen.queryByText('화면4.png')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '화면2.png 빼기' }));
    expect(screen.queryByText('화면2.png')).not.toBeInTheDocument();
    choose(pngFile('화면4.png'));
    expect(await screen.findByText('화면4.png')).toBeInTheDocument();
  });

  it('sends the fields and the accepted files, then opens the new thread', async () => {
    const append = jest.spyOn(FormData.prototype, 'append');
    const { platform } = renderPage();
    await fillValid();
    choose(pngFile('화면.png'));
    await screen.findByText('화면.png');
    submit();
    expect(await screen.findByText('other page')).toBeInTheDocument();
    const post = platform.api.calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ url: '/api/inquiries' });
    expect(append).toHaveBeenCalledWith('category', 'BILLING');
    expect(append).toHaveBeenCalledWith('teamSeq', '3');
    expect(append).toHaveBeenCalledWith('title', '세금계산서를 다시 받고 싶어요');
    expect(append).toHaveBeenCalledWith('files', expect.objectContaining({ name: '화면.png' }));
    append.mockRestore();
    expect(platform.toasts).toEqual([
      { message: '문의를 남겼어요. 답변이 등록되면 알려 드릴게요.', severity: 'success' },
    ]);
  });

  it("shows the server's refusals in place: a field, the files, the daily limit", async () => {
    let answer: ApiError = new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 1002, [
      { field: 'teamSeq', message: '관련 팀을 다시 선택해 주세요. 내가 속한 팀만 고를 수 있어요.' },
    ]);
    renderPage(() => {
      throw answer;
    });
    await fillValid();
    submit();
    expect(await screen.findByText('관련 팀을 다시 선택해 주세요. 내가 속한 팀만 고를 수 있어요.')).toBeInTheDocument();

    answer = new ApiError(413, 'Payload Too Large', '첨부 파일은 한 개에 10MB까지 올릴 수 있어요.', 1002, [
      { field: 'files', message: '첨부 파일은 한 개에 10MB까지 올릴 수 있어요.' },
    ]);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('첨부 파일은 한 개에 10MB까지 올릴 수 있어요.');

    answer = new ApiError(429, 'Too Many Requests', '문의는 하루에 20건까지 남길 수 있어요.', 1009);
    submit();
    await waitFor(() =>
      expect(within(screen.getByRole('form')).getAllByRole('alert')[0]).toHaveTextContent(
        '문의는 하루에 20건까지 남길 수 있어요.',
      ),
    );
    expect(screen.queryByText('other page')).not.toBeInTheDocument();
  });
});
