import {
  AlimtalkTemplateInput,
  bulkRowToTemplate,
  type BulkTemplateReport,
  type BulkTemplateRequest,
} from '@console/contracts/kakao';
import { invalidInput } from '../http/api-error';
import {
  DUPLICATE_CODE,
  registerTemplates,
  templateRecordProblems,
  type TemplateRegistrationDependencies,
} from './alimtalk-registration';

export const UNKNOWN_PROFILE = '이 팀의 정상 상태 발신 프로필이 아니에요. 채널 검색용 아이디(@...)를 확인해 주세요.';

/**
 * Bulk registration (`/kakao/template/alimtalk/multiple`): every row is judged as a single template
 * would be (schema, profile, category, image, code unique on the profile and within the file) and
 * reported per row. A dry run only reports; a real run registers all rows in one transaction, or none
 * when any row has a problem (400 with the rows' problems).
 */
export async function bulkRegisterTemplates(
  deps: TemplateRegistrationDependencies,
  teamSeq: number,
  user: { userSeq: number; name: string },
  request: BulkTemplateRequest,
): Promise<BulkTemplateReport> {
  const profiles = new Map(
    (await deps.senderProfiles.active(teamSeq)).map((profile) => [profile.channelId.toLowerCase(), profile.seq]),
  );
  const seen = new Set<string>();
  const valid: AlimtalkTemplateInput[] = [];
  const rows: BulkTemplateReport['rows'] = [];
  for (const [index, row] of request.rows.entries()) {
    const { channelId, input } = bulkRowToTemplate(row, (id) => profiles.get(id.toLowerCase()) ?? null);
    const problems: { field: string; message: string }[] = [];
    if (!profiles.has(channelId.toLowerCase()))
      problems.push({
        field: 'channelId',
        message: channelId ? UNKNOWN_PROFILE : '발신 프로필(채널 검색용 아이디)을 넣어 주세요.',
      });
    const parsed = AlimtalkTemplateInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.');
        if (field === 'senderProfileSeq') continue;
        problems.push({ field, message: issue.message });
      }
    } else if (problems.length === 0) {
      const key = `${parsed.data.senderProfileSeq}:${parsed.data.code}`;
      if (seen.has(key))
        problems.push({ field: 'code', message: `파일 안에 같은 코드가 두 번 있어요. ${DUPLICATE_CODE}` });
      seen.add(key);
      problems.push(...(await templateRecordProblems(deps, teamSeq, parsed.data)));
      if (problems.length === 0) valid.push(parsed.data);
    }
    rows.push({ row: index + 1, code: String(input.code ?? ''), problems });
  }
  const report: BulkTemplateReport = { rows, validCount: valid.length, registered: [] };
  if (request.dryRun) return report;
  const broken = rows.filter((row) => row.problems.length > 0);
  if (broken.length > 0) {
    throw invalidInput(
      broken.flatMap((row) =>
        row.problems.map((problem) => ({ field: `rows.${row.row}.${problem.field}`, message: problem.message })),
      ),
      `문제가 있는 줄이 ${broken.length}개 있어요. 모두 고친 뒤 다시 올려 주세요. 아무 템플릿도 등록하지 않았어요.`,
    );
  }
  return { ...report, registered: await registerTemplates(deps, teamSeq, user, valid) };
}
