import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SendStatsReport } from '@console/contracts/stats';
import { StatsFiguresTable } from '@console/ui/stats/figures-table';

type TemplateRow = SendStatsReport['byTemplate'][number];

/** The figures per template (and sender profile), most requested first, as the server orders them. */
export function StatisticsTemplateTable({ rows }: { rows: TemplateRow[] }) {
  const { t } = useTranslation();
  const name = (row: TemplateRow) => {
    if (row.templateSeq === 0) return t('statistics.templateTable.noTemplate');
    return row.templateName ?? t('statistics.templateTable.unknownTemplate', { seq: row.templateSeq });
  };
  return (
    <StatsFiguresTable
      title={t('statistics.templateTable.title')}
      keyColumn={{
        header: t('statistics.templateTable.template'),
        render: (row) => (
          <>
            <Typography variant="body2" fontWeight={600}>
              {name(row)}
            </Typography>
            {row.templateCode || row.channelId ? (
              <Typography variant="caption" color="text.secondary">
                {[row.templateCode, row.channelId].filter(Boolean).join(' · ')}
              </Typography>
            ) : null}
          </>
        ),
      }}
      rows={rows}
      rowKey={(row) => `${row.templateSeq}-${row.senderProfileSeq}`}
    />
  );
}
