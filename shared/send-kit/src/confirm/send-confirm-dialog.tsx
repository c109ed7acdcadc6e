import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useSendKitTranslation } from '../send-kit-texts';

/** What a send asks before it goes, in the channel's own words. */
export interface SendConfirmation {
  title: string;
  /**
   * What the send does, a sentence a line: how many recipients get what, when (now, or the
   * reservation's time in Korea time), and the estimated cost with its VAT note.
   */
  lines: string[];
  /** Smaller lines under them: how a fallback text is charged, who is left out, advertising rules. */
  notes?: string[];
  /** Says what the button does: "보내기", "예약하기", "알림톡 보내기" ... */
  confirmLabel: string;
  /** The kit's "취소" unless given. */
  cancelLabel?: string;
}

export interface SendConfirmDialogProps extends SendConfirmation {
  open: boolean;
  /** The send is being accepted: neither button answers again and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** Called once the dialog has faded out (the hook gives the focus back then). */
  onExited?(): void;
}

/**
 * The confirmation every send screen shows before it sends: a modal dialog (focus kept inside,
 * Escape cancels) whose confirm button has the focus, so Enter sends and Tab reaches cancel.
 */
export function SendConfirmDialog({
  open,
  busy = false,
  onConfirm,
  onCancel,
  onExited,
  ...content
}: SendConfirmDialogProps) {
  const { t } = useSendKitTranslation();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{content.title}</DialogTitle>
      <DialogContent id={bodyId}>
        {content.lines.map((line) => (
          <Typography key={line} sx={{ mt: 1, '&:first-of-type': { mt: 0 } }}>
            {line}
          </Typography>
        ))}
        {content.notes?.map((note) => (
          <Typography key={note} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {note}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit" disabled={busy}>
          {content.cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" autoFocus loading={busy}>
          {content.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
