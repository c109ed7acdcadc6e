import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ActionGuideTab } from '@console/contracts/descriptor';
import { useGuideState } from './guide-store';

/** The action guide: first steps per area, shown once per team after verification (SPEC 4). */
export function ActionGuideDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('shell');
  const tab = useGuideState((s) => s.currentTab) ?? 'WEBSEND';
  const setTab = useGuideState((s) => s.setTab);
  const steps = t(`guide.tabs.${tab}.steps`, { returnObjects: true }) as string[];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="action-guide-title"
      data-testid="action-guide"
    >
      <DialogTitle id="action-guide-title">{t('guide.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, value: ActionGuideTab) => setTab(value)} sx={{ mb: 2 }}>
          {ActionGuideTab.options.map((option) => (
            <Tab key={option} value={option} label={t(`guide.tabs.${option}.title`)} />
          ))}
        </Tabs>
        <Box component="ol" sx={{ pl: 2.5 }}>
          {steps.map((step) => (
            <Typography component="li" key={step} sx={{ mb: 1 }}>
              {step}
            </Typography>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('guide.acknowledge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
