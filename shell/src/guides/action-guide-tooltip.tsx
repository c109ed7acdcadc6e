import { useState } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ActionGuideTab } from '@console/contracts/descriptor';
import { usePlatform, useSession } from '@console/platform/hooks';
import { useGuideState } from './guide-store';

/**
 * The action-guide tooltip of a page whose descriptor names a guide tab (kakao sender-key and
 * template pages, web send, linked systems). "확인했어요" ends it; "닫기" hides it for 24 hours.
 */
export function ActionGuideTooltip({ tab }: { tab: ActionGuideTab }) {
  const { t } = useTranslation('shell');
  const { guides } = usePlatform();
  // Re-render when the session or the guide cookie changes.
  useSession((s) => s.user?.verificationDate);
  useGuideState((s) => s.tooltips[tab]);
  const [closed, setClosed] = useState(false);
  if (closed || !guides.shouldShow(tab)) return null;
  const steps = t(`guide.tabs.${tab}.steps`, { returnObjects: true }) as string[];
  return (
    <Alert
      severity="info"
      data-testid="action-guide-tooltip"
      data-tab={tab}
      sx={{ mb: 3 }}
      action={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              guides.hide(tab);
              setClosed(true);
            }}
          >
            {t('guide.later')}
          </Button>
          <Button
            variant="contained"
            size="small"
            onClick={() => {
              guides.acknowledge(tab);
              setClosed(true);
            }}
          >
            {t('guide.acknowledge')}
          </Button>
        </Box>
      }
    >
      <AlertTitle>{t(`guide.tabs.${tab}.title`)}</AlertTitle>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
    </Alert>
  );
}
