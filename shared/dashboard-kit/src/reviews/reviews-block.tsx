import { Alert, Button, Stack } from '@mui/material';
import { Link } from 'react-router';
import type { DashboardReviews } from '@console/contracts/dashboard';
import { formatDateTime, formatPhoneNumber } from '@console/ui/format';
import { BlockFrame } from '../block-frame';
import { useDashboardTranslation } from '../dashboard-texts';
import { useReviews } from './get-reviews';
import { ReviewGroup } from './review-group';

const BIZ_PAGE = '/account/info/biz';
const open = (group: DashboardReviews['callbackNumbers']) => group !== null && group.waiting + group.needsAction > 0;
const fileOpen = (reviews: DashboardReviews) =>
  reviews.businessFile.status === 'PENDING' || reviews.businessFile.status === 'REJECTED';

/**
 * What waits for a reviewer or for the user: sender numbers, alimtalk templates, sender profiles that
 * are not active (for masters and managers), and the business registration file.
 */
export function ReviewsBlock({ teamSeq }: { teamSeq?: number }) {
  const { t } = useDashboardTranslation();
  const reviews = useReviews(teamSeq);
  const data = reviews.data;
  const showTeam = teamSeq === undefined;
  const inTeam = (path: string) => (teamSeq === undefined ? null : `/console/team/${teamSeq}/${path}`);
  const managersOnly = data !== undefined && data.callbackNumbers === null;
  const nothing =
    data !== undefined &&
    !fileOpen(data) &&
    !open(data.callbackNumbers) &&
    !open(data.alimtalkTemplates) &&
    !open(data.senderProfiles);
  const file = data?.businessFile;

  return (
    <BlockFrame
      title={t('reviews.title')}
      testId="dashboard-reviews"
      query={reviews}
      empty={nothing}
      emptyText={managersOnly ? `${t('reviews.empty')} ${t('reviews.managersOnly')}` : t('reviews.empty')}
      failedText={t('reviews.failed')}
    >
      {data ? (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {file && fileOpen(data) ? (
            <li style={{ listStyle: 'none' }} data-testid="dashboard-review-businessFile">
              <Alert
                severity={file.status === 'REJECTED' ? 'error' : 'info'}
                action={
                  <Button color="inherit" size="small" component={Link} to={BIZ_PAGE}>
                    {t('reviews.groups.businessFile')}
                  </Button>
                }
              >
                {t(`reviews.businessFile.${file.status as 'PENDING' | 'REJECTED'}`, {
                  date: formatDateTime(file.uploadedAt),
                  reason: file.rejectReason ?? '',
                })}
              </Alert>
            </li>
          ) : null}
          {data.callbackNumbers && open(data.callbackNumbers) ? (
            <ReviewGroup
              kind="callbackNumbers"
              group={data.callbackNumbers}
              itemPath={(item) => `/console/team/${item.teamSeq}/service/callback/${item.seq}`}
              listPath={inTeam('service/callback')}
              showTeam={showTeam}
              formatName={formatPhoneNumber}
            />
          ) : null}
          {data.alimtalkTemplates && open(data.alimtalkTemplates) ? (
            <ReviewGroup
              kind="alimtalkTemplates"
              group={data.alimtalkTemplates}
              itemPath={(item) => `/console/team/${item.teamSeq}/kakao/template/alimtalk/${item.seq}`}
              listPath={inTeam('kakao/template/alimtalk')}
              showTeam={showTeam}
            />
          ) : null}
          {data.senderProfiles && open(data.senderProfiles) ? (
            <ReviewGroup
              kind="senderProfiles"
              group={data.senderProfiles}
              itemPath={(item) => `/console/team/${item.teamSeq}/kakao/sender-key/${item.seq}`}
              listPath={inTeam('kakao/sender-key')}
              showTeam={showTeam}
            />
          ) : null}
        </Stack>
      ) : null}
    </BlockFrame>
  );
}
