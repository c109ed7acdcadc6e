import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BULK_TEMPLATES_MAX } from '@console/contracts/kakao';
import { formatCount } from '@console/ui/format';
import type { BulkFileProblem } from './read-bulk-file';

/** Why the chosen file cannot be checked (empty, too many rows, not the sample's header ...), in place. */
export function BulkFileProblemAlert({ problem }: { problem: BulkFileProblem }) {
  const { t } = useTranslation();
  const details =
    problem.kind === 'header'
      ? [
          problem.missing.length > 0
            ? t('alimtalkBulk.problems.missingColumns', { names: problem.missing.join(', ') })
            : null,
          problem.unknown.length > 0
            ? t('alimtalkBulk.problems.unknownColumns', { names: problem.unknown.join(', ') })
            : null,
        ].filter((line) => line !== null)
      : [];
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {problem.kind === 'tooMany'
        ? t('alimtalkBulk.problems.tooMany', {
            max: formatCount(BULK_TEMPLATES_MAX),
            count: formatCount(problem.count),
          })
        : t(`alimtalkBulk.problems.${problem.kind}`)}
      {details.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
}
