import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BULK_TEMPLATE_COLUMNS, type BulkTemplateReport } from '@console/contracts/kakao';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { AlimtalkTemplateBulkPage } from './alimtalk-template-bulk-page';

// The browser build of csv-parse is an ES module Jest does not transform; its Node build is the same parser.
jest.mock('csv-parse/browser/esm/sync', () => jest.requireActual('csv-parse/sync'));

const HEADER = BULK_TEMPLATE_COLUMNS.map((column) => column.label).join(',');
const row = (channel: string, code: string, button = '주문 보기') =>
  `${channel},${code},이름 ${code},#{이름}님 안내,BA,NONE,,,,002001,N,WL,${button},https://shop.example.kr,`;
const csv = (...rows: string[]) =>
  new File([`\uFEFF${HEADER}\r\n${rows.join('\r\n')}\r\n`], 'templates.csv', { type: 'text/csv' });

const mixedReport: BulkTemplateReport = {
  rows: [
    { row: 1, code: 'GOOD_1', problems: [] },
    {
      row: 2,
      code: 'BAD_CHANNEL',
      problems: [
        {
          field: 'channelId',
          message: '이 팀의 정상 상태 발신 프로필이 아니에요. 채널 검색용 아이디(@...)를 확인해 주세요.',
        },
      ],
    },
    {
      row: 3,
      code: 'BAD_BUTTON',
      problems: [{ field: 'buttons.0.name', message: '버튼 이름에는 변수를 넣을 수 없어요.' }],
    },
  ],
  validCount: 1,
  registered: [],
};

const validReport: BulkTemplateReport = {
  rows: [
    { row: 1, code: 'GOOD_1', problems: [] },
    { row: 2, code: 'GOOD_2', problems: [] },
  ],
  validCount: 2,
  registered: [],
};

function renderPage(bulk: FakeHandler) {
  return renderWithPlatform(<AlimtalkTemplateBulkPage />, {
    path: '/console/team/1/kakao/template/alimtalk/multiple',
    routePath: '/console/team/:teamSeq/kakao/template/alimtalk/multiple',
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: { 'POST /api/team/kakao/templates/bulk': bulk },
  });
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('일괄 등록 파일'), { target: { files: [file] } });

describe('AlimtalkTemplateBulkPage', () => {
  it('shows the dry run per row with each problem in Korean, and keeps the register button disabled', async () => {
    const { platform } = renderPage(() => mixedReport);
    choose(
      csv(
        row('@hanbitcommerce', 'GOOD_1'),
        row('@nochannel', 'BAD_CHANNEL'),
        row('@hanbitcommerce', 'BAD_BUTTON', '#{이름} 보기'),
      ),
    );
    const table = await screen.findByRole('table', { name: '점검 결과' });
    expect(platform.api.calls).toHaveLength(1);
    expect(platform.api.calls[0]!.body).toMatchObject({ dryRun: true });
    expect((platform.api.calls[0]!.body as { rows: unknown[] }).rows).toHaveLength(3);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2행GOOD_1등록할 수 있어요');
    expect(rows[0]).not.toHaveAttribute('data-problem');
    expect(rows[1]).toHaveTextContent(
      '3행BAD_CHANNEL발신 프로필(채널 검색용 아이디): 이 팀의 정상 상태 발신 프로필이 아니에요.',
    );
    expect(rows[1]).toHaveAttribute('data-problem', 'true');
    expect(rows[2]).toHaveTextContent('4행BAD_BUTTON버튼1 이름: 버튼 이름에는 변수를 넣을 수 없어요.');
    expect(rows[2]).toHaveAttribute('data-problem', 'true');

    expect(screen.getByText('전체 3줄')).toBeInTheDocument();
    expect(screen.getByText('등록 가능 1줄')).toBeInTheDocument();
    expect(screen.getByText('문제 2줄')).toBeInTheDocument();
    expect(screen.getByText(/문제가 있는 줄이 2개 있어요/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3개 등록' })).toBeDisabled();

    fireEvent.click(screen.getByRole('switch', { name: '문제가 있는 줄만 보기' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('registers every row when all are fine, with progress, then links to the template list', async () => {
    let release: () => void = () => undefined;
    const { platform } = renderPage(({ body }) => {
      if ((body as { dryRun: boolean }).dryRun) return validReport;
      return new Promise((resolve) => {
        release = () => resolve({ ...validReport, registered: [51, 52] });
      });
    });
    choose(csv(row('@hanbitcommerce', 'GOOD_1'), row('@hanbitcommerce', 'GOOD_2')));
    expect(await screen.findByText(/모든 줄에 문제가 없어요/)).toBeInTheDocument();
    const register = screen.getByRole('button', { name: '2개 등록' });
    expect(register).toBeEnabled();
    fireEvent.click(register);
    expect(await screen.findByText('템플릿 2개를 등록하고 있어요…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2개 등록' })).toBeDisabled();
    release();
    expect(await screen.findByText('템플릿 2개를 등록했어요. 모두 카카오 검수가 요청됐어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '템플릿 목록 보기' })).toHaveAttribute(
      'href',
      '/console/team/1/kakao/template/alimtalk',
    );
    expect(platform.api.calls.at(-1)!.body).toMatchObject({ dryRun: false });
    expect(screen.queryByRole('table', { name: '점검 결과' })).not.toBeInTheDocument();
  });

  it('shows the rows of a refused registration (all or none) from the server’s field errors', async () => {
    renderPage(({ body }) => {
      if ((body as { dryRun: boolean }).dryRun) return validReport;
      throw new ApiError(
        400,
        'Bad Request',
        '문제가 있는 줄이 1개 있어요. 모두 고친 뒤 다시 올려 주세요. 아무 템플릿도 등록하지 않았어요.',
        1002,
        [{ field: 'rows.2.code', message: '이 발신 프로필에 같은 코드의 템플릿이 있어요.' }],
      );
    });
    choose(csv(row('@hanbitcommerce', 'GOOD_1'), row('@hanbitcommerce', 'GOOD_2')));
    fireEvent.click(await screen.findByRole('button', { name: '2개 등록' }));
    // The server's refusal, under the report it implies (which replaces the dry run's "no problems").
    await waitFor(() =>
      expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('아무 템플릿도 등록하지 않았어요.'),
    );
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('문제가 있는 줄이 1개 있어요.');
    expect(screen.getByText('템플릿 코드:', { exact: false }).closest('tr')).toHaveTextContent('3행GOOD_2');
    expect(screen.getByRole('button', { name: '2개 등록' })).toBeDisabled();
  });

  it('says in place when the header is not the sample’s, or the file is empty, before calling the server', async () => {
    const { platform } = renderPage(() => validReport);
    choose(new File(['코드,이름\nA,B\n'], 'wrong.csv'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('첫 줄(머리글)이 샘플 파일과 달라요.');
    expect(alert).toHaveTextContent('샘플에 없는 열: 코드, 이름');
    choose(csv());
    expect(await screen.findByText(/파일에 등록할 템플릿이 없어요/)).toBeInTheDocument();
    expect(platform.api.calls).toEqual([]);
  });

  it('downloads the sample under the server’s file name', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:test/sample');
    URL.revokeObjectURL = jest.fn();
    const { platform } = renderPage(() => validReport);
    const download = jest
      .spyOn(platform.api, 'download')
      .mockResolvedValue({ blob: new Blob(['x']), exportTitle: '알림톡_템플릿_일괄등록_샘플.csv' });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: '샘플 파일 받기' }));
    await waitFor(() =>
      expect(platform.toasts).toEqual([{ message: '샘플 파일을 내려받았어요.', severity: 'success' }]),
    );
    expect(download).toHaveBeenCalledWith('/api/team/kakao/templates/bulk/sample.csv', { silent: true });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('알림톡_템플릿_일괄등록_샘플.csv');
    click.mockRestore();
  });
});
