import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InvitationPreview } from '@console/contracts/invitations';

/** Who invites whom into which business, as which role and teams. */
export function InvitationSummary({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation('shell');
  const rows: [string, string][] = [
    [t('invitation.business'), invitation.businessName],
    [t('invitation.inviter'), invitation.inviterName],
    [t('invitation.email'), invitation.email],
    [t('invitation.role'), t(`invitation.roles.${invitation.role}`)],
    [t('invitation.teams'), invitation.teamNames.join(', ') || '-'],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      data-testid="invitation-summary"
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
