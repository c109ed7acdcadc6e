import type { ReactNode } from 'react';
import { Grid, Stack } from '@mui/material';
import type { CurrentTeam } from '@console/platform/team-store';
import { AccountStateBlock } from './account/account-state-block';
import { BillingBlock } from './billing/billing-block';
import { TeamCapBlock } from './billing/team-cap-block';
import { NoticesBlock } from './notices/notices-block';
import { QuickActionsBlock } from './quick-actions/quick-actions-block';
import { RecentRequestsBlock } from './recent-requests/recent-requests-block';
import { ReviewsBlock } from './reviews/reviews-block';
import { SendsBlock } from './sends/sends-block';

export interface DashboardBlocksProps {
  /** One team's dashboard; without it, the console home over every team the user may open. */
  teamSeq?: number;
  /** The team of the quick actions when it is not the current one (see QuickActionsBlock). */
  quickActionsTeam?: CurrentTeam;
  /** The host's action for a withdrawal under review (see AccountStateBlock). */
  withdrawalAction?: ReactNode;
}

/**
 * Every dashboard block, laid out: figures, requests and notices on the left, what to do on the right. Each
 * block asks for its own data and shows its own loading, error and empty state.
 */
export function DashboardBlocks({ teamSeq, quickActionsTeam, withdrawalAction }: DashboardBlocksProps) {
  return (
    <Grid container spacing={2} data-testid="dashboard-blocks">
      <Grid size={{ xs: 12, lg: 8 }}>
        <Stack spacing={2}>
          <SendsBlock teamSeq={teamSeq} />
          <RecentRequestsBlock teamSeq={teamSeq} />
          <NoticesBlock />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Stack spacing={2}>
          <QuickActionsBlock team={quickActionsTeam} />
          <AccountStateBlock withdrawalAction={withdrawalAction} />
          {teamSeq === undefined ? <BillingBlock /> : <TeamCapBlock teamSeq={teamSeq} />}
          <ReviewsBlock teamSeq={teamSeq} />
        </Stack>
      </Grid>
    </Grid>
  );
}
