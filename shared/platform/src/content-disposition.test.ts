import { exportTitleFromContentDisposition } from './content-disposition';

describe('exportTitleFromContentDisposition', () => {
  it('prefers the RFC 5987 UTF-8 name that carries Korean', () => {
    const header = `attachment; filename="send-history.xlsx"; filename*=UTF-8''${encodeURIComponent('발송이력_2026-11.xlsx')}`;
    expect(exportTitleFromContentDisposition(header)).toBe('발송이력_2026-11.xlsx');
  });

  it('falls back to the plain filename, quoted or not', () => {
    expect(exportTitleFromContentDisposition('attachment; filename="report.csv"')).toBe('report.csv');
    expect(exportTitleFromContentDisposition('attachment; filename=report.csv')).toBe('report.csv');
  });

  it('answers null without a header or a name', () => {
    expect(exportTitleFromContentDisposition(null)).toBeNull();
    expect(exportTitleFromContentDisposition('inline')).toBeNull();
  });
});
