import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { FileButton } from '@console/ui/file-button';
import { Alert, Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { useSendKitTranslation } from '../send-kit-texts';
import { MAX_RECIPIENTS_PER_REQUEST } from '@console/contracts/message-limits';
import { formatCount } from '@console/ui/format';
import { AddressGroupPicker } from './address-group-picker';
import {
  EMPTY_RECIPIENTS,
  mergeRecipients,
  parsePastedRecipients,
  parseRecipientFile,
  type ParsedRecipients,
} from './parse-recipients';
import { readBlobText } from './read-blob-text';

/** How many invalid entries are named before the rest is counted. */
const NAMED_INVALID_MAX = 10;

export interface RecipientsFieldProps {
  teamSeq: number;
  onChange(parsed: ParsedRecipients): void;
  /** The server's or the schema's message for recipients, shown under the field. */
  error?: string;
}

/** Pasted numbers and a recipient file, checked live: valid count, duplicates removed, invalid lines named. */
export function RecipientsField({ teamSeq, onChange, error }: RecipientsFieldProps) {
  const { t } = useSendKitTranslation();
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<{ name: string; parsed: ParsedRecipients } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const merged = useMemo(
    () => mergeRecipients(file?.parsed ?? EMPTY_RECIPIENTS, parsePastedRecipients(pasted)),
    [file, pasted],
  );

  useEffect(() => onChange(merged), [merged, onChange]);

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFileError(null);
    try {
      setFile({ name: chosen.name, parsed: parseRecipientFile(await readBlobText(chosen)) });
    } catch {
      setFileError(t('recipients.fileUnreadable'));
    }
  };

  const tooMany = merged.recipients.length > MAX_RECIPIENTS_PER_REQUEST;
  const invalidShown =
    merged.invalid.slice(0, NAMED_INVALID_MAX).join(', ') + (merged.invalid.length > NAMED_INVALID_MAX ? ' …' : '');

  return (
    <Stack spacing={1}>
      <TextField
        label={t('recipients.label')}
        multiline
        minRows={4}
        maxRows={10}
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
        error={Boolean(error) || tooMany}
        helperText={error ?? t('recipients.help', { max: formatCount(MAX_RECIPIENTS_PER_REQUEST) })}
        placeholder={'010-1234-5678\n010-2345-6789'}
      />
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <FileButton
          size="small"
          accept=".txt,.csv,text/plain,text/csv"
          inputLabel={t('recipients.upload')}
          onChange={(event) => void load(event)}
        >
          {t('recipients.upload')}
        </FileButton>
        <AddressGroupPicker
          teamSeq={teamSeq}
          onLoaded={(name, parsed) => {
            setFileError(null);
            setFile({ name, parsed });
          }}
          onError={setFileError}
        />
        {file ? (
          <Chip
            label={t('recipients.file', { name: file.name, count: formatCount(file.parsed.recipients.length) })}
            onDelete={() => setFile(null)}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('recipients.uploadHelp')}
          </Typography>
        )}
      </Stack>
      {fileError ? <Alert severity="error">{fileError}</Alert> : null}
      <Box role="status" aria-live="polite">
        <Typography variant="body2" fontWeight={700}>
          {t('recipients.summary', { valid: formatCount(merged.recipients.length) })}
        </Typography>
        {merged.duplicateCount > 0 ? (
          <Typography variant="body2">{t('recipients.duplicates', { count: merged.duplicateCount })}</Typography>
        ) : null}
        {merged.variableNames.length > 0 ? (
          <Typography variant="body2">
            {t('recipients.fileVariables', { names: merged.variableNames.map((name) => `#{${name}}`).join(', ') })}
          </Typography>
        ) : null}
      </Box>
      {merged.invalid.length > 0 ? (
        <Alert severity="warning">
          {t('recipients.invalid', { count: merged.invalid.length, lines: invalidShown })}
        </Alert>
      ) : null}
      {tooMany ? (
        <Alert severity="error">
          {t('recipients.tooMany', {
            max: formatCount(MAX_RECIPIENTS_PER_REQUEST),
            count: formatCount(merged.recipients.length),
          })}
        </Alert>
      ) : null}
    </Stack>
  );
}
