import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TeamSpendCapInput, type TeamSpendCap } from '@console/contracts/billing';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { FailureAlert } from '@console/ui/failure-alert';
import { formatCount, formatKrw } from '@console/ui/format';
import { useSetTeamCap } from './set-team-cap';

/** "1,000,000", "1000000원", " 5 000 " -> a number; empty -> undefined (the schema says what is missing). */
export function parseCapAmount(text: string): number | undefined {
  // Spaces, thousands separators and the won sign (\uC6D0) as people type them.
  const compact = text.replace(/[\s,\uC6D0]/g, '');
  return compact === '' ? undefined : Number(compact);
}

/**
 * Edits one team's monthly cap: an amount checked by the contract's TeamSpendCapInput (whole won,
 * 1,000 or more), or "한도 없애기" to lift it. Errors, the form's or the server's, show in place.
 */
export function TeamCapDialog({ cap, onClose }: { cap: TeamSpendCap; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const ui = useUi();
  const save = useSetTeamCap(cap.teamSeq);
  const [text, setText] = useState(cap.monthlyCapKrw === null ? '' : formatCount(cap.monthlyCapKrw));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const krw = (value: number) => formatKrw(value, i18n.language);
  const typed = parseCapAmount(text);
  const belowSpent = typed !== undefined && Number.isFinite(typed) && typed < cap.spentKrw;

  const send = async (input: TeamSpendCapInput) => {
    setFailure(null);
    try {
      await save.mutateAsync(input);
      ui.toast(
        input.monthlyCapKrw === null
          ? t('teamCaps.dialog.removed', { team: cap.teamName })
          : t('teamCaps.dialog.saved', { team: cap.teamName, amount: krw(input.monthlyCapKrw) }),
        'success',
      );
      onClose();
    } catch (error) {
      const inPlace = isApiError(error) ? error.fieldError('monthlyCapKrw') : undefined;
      if (inPlace) setFieldError(inPlace);
      else setFailure(isApiError(error) ? error.message : String(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TeamSpendCapInput.safeParse({ monthlyCapKrw: typed });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    void send(parsed.data);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="team-cap-dialog-title">
      <form noValidate onSubmit={submit} aria-label={t('teamCaps.dialog.title', { team: cap.teamName })}>
        <DialogTitle id="team-cap-dialog-title">{t('teamCaps.dialog.title', { team: cap.teamName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {t('teamCaps.dialog.intro', { spent: krw(cap.spentKrw) })}
            </Typography>
            <FailureAlert message={failure} />
            <TextField
              label={t('teamCaps.dialog.amount')}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (fieldError) setFieldError(null);
              }}
              autoFocus
              required
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: {
                  endAdornment: <InputAdornment position="end">{t('teamCaps.dialog.unit')}</InputAdornment>,
                },
              }}
              error={Boolean(fieldError)}
              helperText={fieldError ?? t('teamCaps.dialog.amountHelp')}
            />
            {belowSpent && !fieldError ? <Alert severity="warning">{t('teamCaps.dialog.belowSpent')}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          {cap.monthlyCapKrw !== null ? (
            <Button color="error" onClick={() => void send({ monthlyCapKrw: null })} disabled={save.isPending}>
              {t('teamCaps.dialog.removeCap')}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button color="inherit" onClick={onClose}>
            {t('teamCaps.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('teamCaps.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
