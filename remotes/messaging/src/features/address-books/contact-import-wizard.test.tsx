import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportPreview, ImportResult } from '@console/contracts/address-books';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { group } from './address-book-test-data';
import { ContactImportWizard } from './contact-import-wizard';

const preview: ImportPreview = {
  fileType: 'CSV',
  header: ['이름', '전화번호', '등급', '비고란'],
  rows: [
    ['김일', '010-3000-0001', 'VIP', ''],
    ['박이', '02-555-0101', '일반', ''],
  ],
  totalRows: 2,
  suggestedMapping: { name: 0, phone: 1, email: null, memo: null, fields: [{ key: '등급', column: 2 }] },
};
const result: ImportResult = {
  importSeq: 5,
  added: 1,
  updated: 0,
  skipped: 0,
  failed: 1,
  errors: [{ row: 3, reason: '휴대폰 번호(010으로 시작하는 번호)만 받는 사람으로 넣을 수 있어요. (02-555-0101)' }],
};

function renderWizard(handlers: Record<string, FakeHandler>) {
  return renderWithPlatform(<ContactImportWizard teamSeq={7} group={group()} onClose={jest.fn()} />, {
    defaultNS: 'messaging',
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers,
  });
}

const chooseFile = () => {
  const file = new File(['이름,전화번호\n'], '고객.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('파일 선택'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: '다음' }));
};

describe('ContactImportWizard', () => {
  it('explains the limits, previews the file with the suggested mapping, imports and shows the counts and errors', async () => {
    const { platform } = renderWizard({
      'POST /api/team/address-books/11/import/preview': () => preview,
      'POST /api/team/address-books/11/import': () => result,
    });
    expect(screen.getByText(/CSV나 XLSX 파일, 10MB·100,000행까지예요/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
    chooseFile();
    expect(await screen.findByText('CSV 파일 · 2행 (처음 2행을 보여줘요)')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '02-555-0101' })).toBeInTheDocument();
    expect(screen.getByLabelText('등급 열을 추가 항목으로')).toBeChecked();
    expect(screen.getByLabelText('비고란 열을 추가 항목으로')).not.toBeChecked();
    fireEvent.click(screen.getByLabelText('비고란 열을 추가 항목으로'));
    fireEvent.click(screen.getByLabelText('새 값으로 바꾸기'));
    fireEvent.click(screen.getByRole('button', { name: '가져오기' }));

    expect(await screen.findByRole('status')).toHaveTextContent('추가 1 · 변경 0 · 중복 건너뜀 0 · 실패 1');
    const errors = screen.getByRole('list', { name: '가져오지 못한 행' });
    expect(within(errors).getByText('3행')).toBeInTheDocument();
    const form = platform.api.calls[1]?.body as FormData;
    expect(JSON.parse(String(form.get('mapping')))).toEqual({
      name: 0,
      phone: 1,
      email: null,
      memo: null,
      fields: [
        { key: '등급', column: 2 },
        { key: '비고란', column: 3 },
      ],
    });
    expect(form.get('duplicatePolicy')).toBe('UPDATE');
    // The fields go before the file: the server reads them first and then streams the file.
    expect([...form.keys()]).toEqual(['mapping', 'duplicatePolicy', 'file']);
    const download = jest.spyOn(platform.api, 'download');
    // jsdom cannot follow the download link that saveFile clicks.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: '오류 보고서 받기 (CSV)' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/api/team/address-books/imports/5/errors'));
  });

  it("refuses to import without a phone column, in place, with the contract's message", async () => {
    const { platform } = renderWizard({
      'POST /api/team/address-books/11/import/preview': () => ({
        ...preview,
        suggestedMapping: { ...preview.suggestedMapping, phone: null },
      }),
    });
    chooseFile();
    await screen.findByText(/CSV 파일 · 2행/);
    fireEvent.click(screen.getByRole('button', { name: '가져오기' }));
    expect(await screen.findByText('전화번호 열을 선택해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(1);
  });

  it('shows why a file cannot be read and stays on the file step', async () => {
    renderWizard({
      'POST /api/team/address-books/11/import/preview': () => {
        throw new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 4000, [
          { field: 'file', message: 'CSV나 XLSX 파일만 가져올 수 있어요.' },
        ]);
      },
    });
    chooseFile();
    expect(await screen.findByRole('alert')).toHaveTextContent('CSV나 XLSX 파일만 가져올 수 있어요.');
    expect(screen.getByRole('button', { name: '다음' })).toBeInTheDocument();
  });
});
