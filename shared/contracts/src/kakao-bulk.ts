// Bulk registration of alimtalk templates from a file (kakao.ts re-exports it).
import { z } from 'zod';

export const BULK_TEMPLATES_MAX = 500;
export const BULK_BUTTONS = 5;

/** The columns of a bulk file (the sample's header row), in order; a row is one template. */
export const BULK_TEMPLATE_COLUMNS = [
  { key: 'channelId', label: '발신 프로필(채널 검색용 아이디)', example: '@hanbitcommerce' },
  { key: 'code', label: '템플릿 코드', example: 'ORDER_CONFIRM' },
  { key: 'name', label: '템플릿 이름', example: '주문 확인 안내' },
  { key: 'content', label: '내용', example: '#{이름}님, 주문(#{주문번호})이 접수되었어요.' },
  { key: 'messageType', label: '메시지 유형(BA/EX/AD/MI)', example: 'BA' },
  { key: 'emphasis', label: '강조 유형(NONE/TEXT)', example: 'NONE' },
  { key: 'title', label: '강조 제목', example: '' },
  { key: 'subtitle', label: '강조 보조 문구', example: '' },
  { key: 'extra', label: '부가 정보', example: '' },
  { key: 'categoryCode', label: '카테고리 코드(6자리)', example: '002001' },
  { key: 'securityFlag', label: '보안 템플릿(Y/N)', example: 'N' },
  ...Array.from({ length: BULK_BUTTONS }, (_, index) => [
    { key: `button${index + 1}Type`, label: `버튼${index + 1} 유형`, example: index === 0 ? 'WL' : '' },
    { key: `button${index + 1}Name`, label: `버튼${index + 1} 이름`, example: index === 0 ? '주문 보기' : '' },
    {
      key: `button${index + 1}LinkMobile`,
      label: `버튼${index + 1} 모바일 링크`,
      example: index === 0 ? 'https://shop.example.kr/orders' : '',
    },
    { key: `button${index + 1}LinkPc`, label: `버튼${index + 1} PC 링크`, example: '' },
  ]).flat(),
] as const;

/** One row of a bulk file as the browser read it: header label or key -> cell text. */
export const BulkTemplateRow = z.record(z.string().max(100), z.string().max(2000));
export type BulkTemplateRow = z.infer<typeof BulkTemplateRow>;

/** POST /api/team/kakao/templates/bulk: dryRun answers the per-row report; otherwise all rows enter review or none. */
export const BulkTemplateRequest = z.object({
  rows: z
    .array(BulkTemplateRow)
    .min(1, '등록할 템플릿이 없어요. 샘플 파일의 형식으로 한 줄 이상 넣어 주세요.')
    .max(BULK_TEMPLATES_MAX, `한 번에 ${BULK_TEMPLATES_MAX}개까지 등록할 수 있어요.`),
  dryRun: z.boolean().default(true),
});
export type BulkTemplateRequest = z.infer<typeof BulkTemplateRequest>;

export const BulkTemplateReport = z.object({
  rows: z.array(
    z.object({
      /** 1-based, as the sheet's data rows (the header is row 1 of the file, so the file row is row + 1). */
      row: z.number().int(),
      code: z.string(),
      problems: z.array(z.object({ field: z.string(), message: z.string() })),
    }),
  ),
  validCount: z.number().int(),
  /** After a real run: the seqs of the registered templates, in row order. */
  registered: z.array(z.number().int()),
});
export type BulkTemplateReport = z.infer<typeof BulkTemplateReport>;

/** A cell by its key or its header label. */
const cellOf = (row: BulkTemplateRow, key: string): string => {
  const column = BULK_TEMPLATE_COLUMNS.find((candidate) => candidate.key === key);
  return (row[key] ?? (column ? row[column.label] : undefined) ?? '').trim();
};

/** A bulk row as the input of one template (the profile by its channel id), before the schema judges it. */
export const bulkRowToTemplate = (
  row: BulkTemplateRow,
  profileSeqOf: (channelId: string) => number | null,
): { channelId: string; input: Record<string, unknown> } => {
  const channelId = cellOf(row, 'channelId');
  const buttons = Array.from({ length: BULK_BUTTONS }, (_, index) => ({
    type: cellOf(row, `button${index + 1}Type`).toUpperCase(),
    name: cellOf(row, `button${index + 1}Name`),
    linkMobile: cellOf(row, `button${index + 1}LinkMobile`) || undefined,
    linkPc: cellOf(row, `button${index + 1}LinkPc`) || undefined,
  })).filter((button) => button.type || button.name);
  return {
    channelId,
    input: {
      senderProfileSeq: profileSeqOf(channelId) ?? 0,
      code: cellOf(row, 'code'),
      name: cellOf(row, 'name'),
      content: cellOf(row, 'content').replace(/\\n/g, '\n'),
      messageType: cellOf(row, 'messageType').toUpperCase() || 'BA',
      emphasis: cellOf(row, 'emphasis').toUpperCase() || 'NONE',
      title: cellOf(row, 'title') || undefined,
      subtitle: cellOf(row, 'subtitle') || undefined,
      extra: cellOf(row, 'extra') || undefined,
      // Excel reads 002001 as the number 2001: the leading zeros come back.
      categoryCode: /^\d{1,6}$/.test(cellOf(row, 'categoryCode'))
        ? cellOf(row, 'categoryCode').padStart(6, '0')
        : cellOf(row, 'categoryCode'),
      securityFlag: /^(y|yes|true|1|예)$/i.test(cellOf(row, 'securityFlag')),
      buttons,
    },
  };
};
