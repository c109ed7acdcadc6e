import { useState } from 'react';
import { FileButton } from '@console/ui/file-button';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_BOOK_LIMITS,
  ImportMapping,
  type AddressGroup,
  type ImportPreview,
  type ImportResult,
} from '@console/contracts/address-books';
import { isApiError } from '@console/platform/api-error';
import { useDownloadImportErrors } from './download-import-errors';
import { useImportContacts, usePreviewContactImport } from './import-contacts';
import { draftOf, ImportMappingStep, type MappingDraft } from './import-mapping-step';

const STEPS = ['file', 'mapping', 'result'] as const;

const errorText = (error: unknown) =>
  isApiError(error) ? (error.fieldErrors[0]?.message ?? error.message) : String(error);

/** Choose a file -> preview and map its columns -> import (with progress) -> counts and the error report. */
export function ContactImportWizard({
  teamSeq,
  group,
  onClose,
}: {
  teamSeq: number;
  group: AddressGroup;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const previewing = usePreviewContactImport(group.seq);
  const importing = useImportContacts(teamSeq, group.seq);
  const download = useDownloadImportErrors();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [draft, setDraft] = useState<MappingDraft | null>(null);
  const [mappingErrors, setMappingErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const step = result ? 2 : preview ? 1 : 0;

  const readFile = async () => {
    if (!file) return;
    setFailure(null);
    try {
      const answer = await previewing.mutateAsync(file);
      setPreview(answer);
      setDraft(draftOf(answer));
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const start = async () => {
    if (!file || !draft) return;
    const { duplicatePolicy, ...mapping } = draft;
    // The same schema as the server: an unmapped phone column is refused here, in place.
    const parsed = ImportMapping.safeParse(mapping);
    if (!parsed.success) {
      setMappingErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [`mapping.${String(issue.path[0] ?? 'phone')}`, issue.message]),
        ),
      );
      return;
    }
    setMappingErrors({});
    setFailure(null);
    try {
      setResult(await importing.mutateAsync({ file, mapping: parsed.data, duplicatePolicy }));
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.some((e) => e.field.startsWith('mapping'))) {
        setMappingErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
      } else setFailure(errorText(error));
    }
  };

  return (
    <Dialog
      open
      onClose={importing.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="contact-import-title"
    >
      <DialogTitle id="contact-import-title">{t('addressBooks.importWizard.title', { group: group.name })}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 2 }}>
          {STEPS.map((s) => (
            <Step key={s}>
              <StepLabel>{t(`addressBooks.importWizard.steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {step === 0 ? (
          <Box>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('addressBooks.importWizard.fileHelp', {
                mb: ADDRESS_BOOK_LIMITS.importFileMaxBytes / 1024 / 1024,
                rows: ADDRESS_BOOK_LIMITS.importRowsMax.toLocaleString(),
              })}
            </Typography>
            <FileButton
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              inputLabel={t('addressBooks.importWizard.chooseFile')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            >
              {t('addressBooks.importWizard.chooseFile')}
            </FileButton>
            {file ? (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('addressBooks.importWizard.chosen', { name: file.name })}
              </Typography>
            ) : null}
            {previewing.isPending ? (
              <LinearProgress sx={{ mt: 2 }} aria-label={t('addressBooks.importWizard.previewing')} />
            ) : null}
          </Box>
        ) : null}
        {step === 1 && preview && draft ? (
          <>
            <ImportMappingStep preview={preview} draft={draft} errors={mappingErrors} onChange={setDraft} />
            {importing.isPending ? (
              <Box sx={{ mt: 2 }}>
                <LinearProgress
                  aria-label={t('addressBooks.importWizard.importing', { rows: preview.totalRows.toLocaleString() })}
                />
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('addressBooks.importWizard.importing', { rows: preview.totalRows.toLocaleString() })}
                </Typography>
              </Box>
            ) : null}
          </>
        ) : null}
        {result ? (
          <Box>
            <Alert severity={result.failed > 0 ? 'warning' : 'success'} role="status">
              {t('addressBooks.importWizard.result', {
                added: result.added,
                updated: result.updated,
                skipped: result.skipped,
                failed: result.failed,
              })}
            </Alert>
            {result.errors.length > 0 ? (
              <>
                <Typography variant="subtitle2" sx={{ mt: 2 }}>
                  {t('addressBooks.importWizard.errorsTitle')}
                </Typography>
                <List
                  dense
                  aria-label={t('addressBooks.importWizard.errorsTitle')}
                  sx={{ maxHeight: 200, overflowY: 'auto' }}
                >
                  {result.errors.map((e) => (
                    <ListItem key={e.row}>
                      <ListItemText
                        primary={t('addressBooks.importWizard.errorRow', { row: e.row })}
                        secondary={e.reason}
                      />
                    </ListItem>
                  ))}
                </List>
                {result.failed > result.errors.length ? (
                  <Typography variant="caption">{t('addressBooks.importWizard.moreErrors')}</Typography>
                ) : null}
                <Box sx={{ mt: 1 }}>
                  <Button
                    variant="outlined"
                    onClick={() => download.mutate(result.importSeq)}
                    disabled={download.isPending}
                  >
                    {t('addressBooks.importWizard.downloadErrors')}
                  </Button>
                </Box>
              </>
            ) : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        {step === 2 ? (
          <Button variant="contained" onClick={onClose}>
            {t('addressBooks.importWizard.close')}
          </Button>
        ) : (
          <>
            <Button color="inherit" onClick={onClose} disabled={importing.isPending}>
              {t('addressBooks.importWizard.cancel')}
            </Button>
            {step === 1 ? (
              <Button
                onClick={() => {
                  setPreview(null);
                  setDraft(null);
                }}
                disabled={importing.isPending}
              >
                {t('addressBooks.importWizard.back')}
              </Button>
            ) : null}
            {step === 0 ? (
              <Button variant="contained" onClick={() => void readFile()} disabled={!file || previewing.isPending}>
                {t('addressBooks.importWizard.next')}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => void start()} disabled={importing.isPending}>
                {t('addressBooks.importWizard.start')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
