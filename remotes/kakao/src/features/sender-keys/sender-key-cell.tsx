import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SenderProfile } from '@console/contracts/kakao';
import { CopyButton } from '@console/ui/copy-button';
import { maskExceptLast } from '@console/ui/format';

/** The sender key masked but its last 6 characters, with a button that copies the whole key. */
export function SenderKeyCell({ profile }: { profile: Pick<SenderProfile, 'senderKey' | 'channelName'> }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
        {maskExceptLast(profile.senderKey)}
      </Typography>
      <CopyButton value={profile.senderKey} label={t('senderKeys.copy', { channel: profile.channelName })} />
    </Box>
  );
}
