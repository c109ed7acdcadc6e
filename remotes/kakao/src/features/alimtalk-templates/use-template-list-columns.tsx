import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@console/ui/data-table';
import { formatDateTime } from '@console/ui/format';
import { useSenderKeys } from '../sender-keys/get-sender-keys';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** What every Kakao template list shows of a template besides its own columns. */
export interface ListedTemplate {
  senderProfileSeq: number;
  channelId: string;
  updatedAt: string;
}

/**
 * The columns the alimtalk and brand-message template lists share: the sender profile (its channel
 * name, from the team's sender profiles, over its id) and the last change.
 */
export function useTemplateListColumns<T extends ListedTemplate>(teamSeq: number) {
  const { t } = useTranslation();
  const profiles = useSenderKeys(teamSeq, { page: 1, size: 100 });
  const items = profiles.data?.items ?? [];
  const channelOf = (seq: number) => items.find((p) => p.seq === seq)?.channelName;

  const profile: DataTableColumn<T> = {
    id: 'profile',
    header: t('templateScreens.list.columns.profile'),
    render: (item) => (
      <Box sx={nowrap}>
        {channelOf(item.senderProfileSeq) ?? item.channelId}
        <Typography variant="caption" color="text.secondary" component="div">
          {item.channelId}
        </Typography>
      </Box>
    ),
  };
  const updatedAt: DataTableColumn<T> = {
    id: 'updatedAt',
    header: t('templateScreens.list.columns.updatedAt'),
    render: (item) => <Box sx={nowrap}>{formatDateTime(item.updatedAt)}</Box>,
  };
  return { profile, updatedAt };
}
