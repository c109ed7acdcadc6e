import { Alert, Button, MenuItem, TextField } from '@mui/material';
import { Link } from 'react-router';
import { formatPhoneNumber } from '@console/ui/format';
import { messagingPath } from './messaging-paths';

export interface FallbackSenderNumberFieldProps {
  teamSeq: number;
  /** The team's approved sender numbers (digits). */
  senderNumbers: readonly string[];
  value: string;
  onChange(value: string): void;
  error?: string;
  /** The screen's own wording: the field's label and help, the link to the numbers, the note when there is none. */
  texts: { label: string; help: string; manageNumbers: string; noSender: string };
}

/**
 * The approved sender number a Kakao send's fallback SMS/LMS goes from (alimtalk and brand message),
 * or, when the team has none, a warning with the way to the sender-number screen.
 */
export function FallbackSenderNumberField(props: FallbackSenderNumberFieldProps) {
  const { texts, error } = props;
  if (props.senderNumbers.length === 0) {
    return (
      <Alert
        severity="warning"
        action={
          <Button
            component={Link}
            to={messagingPath('callbackNumbers', { teamSeq: props.teamSeq })}
            color="inherit"
            size="small"
          >
            {texts.manageNumbers}
          </Button>
        }
      >
        {error ?? texts.noSender}
      </Alert>
    );
  }
  return (
    <TextField
      select
      required
      label={texts.label}
      sx={{ maxWidth: 360 }}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? texts.help}
    >
      {props.senderNumbers.map((number) => (
        <MenuItem key={number} value={number}>
          {formatPhoneNumber(number)}
        </MenuItem>
      ))}
    </TextField>
  );
}
