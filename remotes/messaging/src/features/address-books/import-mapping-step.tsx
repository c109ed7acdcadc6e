import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ADDRESS_BOOK_LIMITS, DuplicatePolicy, type ImportPreview } from '@console/contracts/address-books';

export interface MappingDraft {
  phone: number | null;
  name: number | null;
  email: number | null;
  memo: number | null;
  fields: { key: string; column: number }[];
  duplicatePolicy: DuplicatePolicy;
}

export const draftOf = (preview: ImportPreview): MappingDraft => ({
  ...preview.suggestedMapping,
  duplicatePolicy: 'SKIP',
});

const TARGETS = ['phone', 'name', 'email', 'memo'] as const;
const fieldKeyOf = (header: string) => header.trim().replace(/\s+/g, '_');

/** The preview of the file and which column fills which part of a contact. */
export function ImportMappingStep({
  preview,
  draft,
  errors,
  onChange,
}: {
  preview: ImportPreview;
  draft: MappingDraft;
  errors: Record<string, string>;
  onChange(draft: MappingDraft): void;
}) {
  const { t } = useTranslation();
  const used = new Set(TARGETS.map((target) => draft[target]));
  const toggleField = (column: number, on: boolean) =>
    onChange({
      ...draft,
      fields: on
        ? [...draft.fields, { key: fieldKeyOf(preview.header[column] ?? ''), column }]
        : draft.fields.filter((f) => f.column !== column),
    });
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        {t('addressBooks.importWizard.summary', {
          type: preview.fileType,
          rows: preview.totalRows.toLocaleString(),
          shown: preview.rows.length,
        })}
      </Typography>
      <Table
        size="small"
        aria-label={t('addressBooks.importWizard.steps.mapping')}
        sx={{ display: 'block', overflowX: 'auto', maxHeight: 240 }}
      >
        <TableHead>
          <TableRow>
            {preview.header.map((h, i) => (
              <TableCell key={i}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row, r) => (
            <TableRow key={r}>
              {preview.header.map((_, i) => (
                <TableCell key={i}>{row[i] ?? ''}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {TARGETS.map((target) => (
          <TextField
            key={target}
            select
            fullWidth
            size="small"
            label={t('addressBooks.importWizard.columnFor', {
              target: t(`addressBooks.importWizard.targets.${target}`),
            })}
            value={draft[target] ?? ''}
            onChange={(event) =>
              onChange({ ...draft, [target]: event.target.value === '' ? null : Number(event.target.value) })
            }
            error={Boolean(errors[`mapping.${target}`])}
            helperText={errors[`mapping.${target}`]}
          >
            <MenuItem value="">{t('addressBooks.importWizard.none')}</MenuItem>
            {preview.header.map((h, i) => (
              <MenuItem key={i} value={i}>
                {h || `#${i + 1}`}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <FormControl component="fieldset" error={Boolean(errors['mapping.fields'])}>
        <FormLabel component="legend">{t('addressBooks.importWizard.fieldColumns')}</FormLabel>
        <Typography variant="caption" color={errors['mapping.fields'] ? 'error' : 'text.secondary'}>
          {errors['mapping.fields'] ??
            t('addressBooks.importWizard.fieldLimit', { max: ADDRESS_BOOK_LIMITS.customFieldsMax })}
        </Typography>
        <Stack direction="row" flexWrap="wrap">
          {preview.header.map((h, i) =>
            used.has(i) ? null : (
              <FormControlLabel
                key={i}
                label={h || `#${i + 1}`}
                control={
                  <Checkbox
                    inputProps={{ 'aria-label': t('addressBooks.importWizard.fieldColumn', { key: h || `#${i + 1}` }) }}
                    checked={draft.fields.some((f) => f.column === i)}
                    disabled={
                      !draft.fields.some((f) => f.column === i) &&
                      draft.fields.length >= ADDRESS_BOOK_LIMITS.customFieldsMax
                    }
                    onChange={(event) => toggleField(i, event.target.checked)}
                  />
                }
              />
            ),
          )}
        </Stack>
      </FormControl>
      <FormControl>
        <FormLabel id="import-duplicates">{t('addressBooks.importWizard.duplicates')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="import-duplicates"
          value={draft.duplicatePolicy}
          onChange={(event) => onChange({ ...draft, duplicatePolicy: DuplicatePolicy.parse(event.target.value) })}
        >
          {DuplicatePolicy.options.map((policy) => (
            <FormControlLabel
              key={policy}
              value={policy}
              control={<Radio />}
              label={t(`addressBooks.importWizard.policies.${policy}`)}
            />
          ))}
        </RadioGroup>
        <Typography variant="caption" color="text.secondary">
          {t('addressBooks.importWizard.duplicatesHelp')}
        </Typography>
      </FormControl>
    </Stack>
  );
}
