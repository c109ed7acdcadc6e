import { useState } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BULK_TEMPLATES_MAX, type BulkTemplateReport } from '@console/contracts/kakao';
import { isApiError } from '@console/platform/api-error';
import { useTeamSeq, useUi } from '@console/platform/hooks';
import { FileButton } from '@console/ui/file-button';
import { formatCount } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { BulkFileProblemAlert } from './bulk-file-problem-alert';
import { reportFromFieldErrors } from './bulk-report-fields';
import { BulkReportTable } from './bulk-report-table';
import { useDownloadBulkSample } from './download-bulk-sample';
import { readBulkFile, type BulkFileProblem, type BulkFileRows } from './read-bulk-file';
import { useCheckBulkTemplates, useRegisterBulkTemplates } from './register-bulk-templates';

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A chosen file: its rows, and the server's dry-run report once it came. */
interface ChosenFile {
  name: string;
  read: BulkFileRows;
  report: BulkTemplateReport | null;
}

/**
 * /console/team/{teamSeq}/kakao/template/alimtalk/multiple: the sample, a file read in the browser
 * (XLSX or CSV, up to 500 rows), the server's per-row dry run, then all rows registered or none.
 */
export function AlimtalkTemplateBulkPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const ui = useUi();
  const list = routePath('alimtalk-template-list', { teamSeq });
  const sample = useDownloadBulkSample(t('alimtalkBulk.sample.fallbackName'));
  const check = useCheckBulkTemplates();
  const register = useRegisterBulkTemplates();
  const [reading, setReading] = useState(false);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [fileProblem, setFileProblem] = useState<BulkFileProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sampleFailure, setSampleFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState<number | null>(null);

  const onSample = async () => {
    setSampleFailure(null);
    try {
      await sample.mutateAsync();
      ui.toast(t('alimtalkBulk.sample.done'), 'success');
    } catch (error) {
      setSampleFailure(isApiError(error) ? error.message : t('alimtalkBulk.sample.failed'));
    }
  };

  const onFile = async (file: File) => {
    setChosen(null);
    setFileProblem(null);
    setFailure(null);
    setRegistered(null);
    setReading(true);
    const read = await readBulkFile(file).finally(() => setReading(false));
    if (!read.ok) return setFileProblem(read.problem);
    setChosen({ name: file.name, read: read.value, report: null });
    try {
      const report = await check.mutateAsync(read.value.rows);
      setChosen({ name: file.name, read: read.value, report });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('alimtalkBulk.failed'));
    }
  };

  const onRegister = async () => {
    if (!chosen) return;
    setFailure(null);
    try {
      const answer = await register.mutateAsync(chosen.read.rows);
      setRegistered(answer.registered.length);
      setChosen(null);
    } catch (error) {
      if (!isApiError(error)) return setFailure(t('alimtalkBulk.failed'));
      setFailure(error.message);
      const report = reportFromFieldErrors(chosen.read.rows, error.fieldErrors);
      if (report) setChosen({ ...chosen, report });
    }
  };

  const report = chosen?.report ?? null;
  const count = chosen?.read.rows.length ?? 0;
  const invalid = report ? report.rows.filter((row) => row.problems.length > 0).length : 0;
  const allValid = Boolean(report) && invalid === 0 && report?.validCount === count;
  const busy = reading || check.isPending || register.isPending;

  return (
    <Box>
      <PageHeader
        title={t('alimtalkBulk.title')}
        description={t('alimtalkBulk.description', { max: formatCount(BULK_TEMPLATES_MAX) })}
        actions={
          <Button component={RouterLink} to={list} color="inherit">
            {t('alimtalkBulk.back')}
          </Button>
        }
      />
      <Stack spacing={2}>
        {registered !== null ? (
          <Alert
            severity="success"
            action={
              <Link component={RouterLink} to={list} color="inherit" fontWeight={600} sx={{ alignSelf: 'center' }}>
                {t('alimtalkBulk.toList')}
              </Link>
            }
          >
            {t('alimtalkBulk.registered', { count: registered })}
          </Alert>
        ) : null}

        <Paper variant="outlined" component="section" aria-labelledby="bulk-sample" sx={{ p: 3 }}>
          <Typography id="bulk-sample" variant="subtitle1" component="h2" fontWeight={700}>
            {t('alimtalkBulk.sample.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t('alimtalkBulk.sample.help')}
          </Typography>
          <Button variant="outlined" onClick={() => void onSample()} disabled={sample.isPending}>
            {t('alimtalkBulk.sample.download')}
          </Button>
          {sampleFailure ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {sampleFailure}
            </Alert>
          ) : null}
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="bulk-file" sx={{ p: 3 }}>
          <Typography id="bulk-file" variant="subtitle1" component="h2" fontWeight={700}>
            {t('alimtalkBulk.file.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t('alimtalkBulk.file.help', { max: formatCount(BULK_TEMPLATES_MAX) })}
          </Typography>
          <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
            <FileButton
              inputLabel={t('alimtalkBulk.file.input')}
              accept={ACCEPT}
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void onFile(file);
              }}
            >
              {chosen || fileProblem ? t('alimtalkBulk.file.chooseAnother') : t('alimtalkBulk.file.choose')}
            </FileButton>
            {chosen ? (
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                {t('alimtalkBulk.file.chosen', { name: chosen.name, count })}
              </Typography>
            ) : null}
          </Stack>
          {reading || check.isPending ? (
            <Box role="status" sx={{ mt: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {reading ? t('alimtalkBulk.file.reading') : t('alimtalkBulk.file.checking', { count })}
              </Typography>
              <LinearProgress sx={{ mt: 1 }} />
            </Box>
          ) : null}
          {fileProblem ? <BulkFileProblemAlert problem={fileProblem} /> : null}
          {failure && !report ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          ) : null}
        </Paper>

        {report ? (
          <Paper variant="outlined" component="section" aria-labelledby="bulk-report" sx={{ p: 3 }}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
              <Typography id="bulk-report" variant="subtitle1" component="h2" fontWeight={700} sx={{ mr: 1 }}>
                {t('alimtalkBulk.report.title')}
              </Typography>
              <Chip size="small" label={t('alimtalkBulk.report.total', { count: report.rows.length })} />
              <Chip
                size="small"
                color="success"
                variant="outlined"
                label={t('alimtalkBulk.report.valid', { count: report.validCount })}
              />
              <Chip
                size="small"
                color={invalid > 0 ? 'error' : 'default'}
                variant="outlined"
                label={t('alimtalkBulk.report.invalid', { count: invalid })}
              />
            </Stack>
            <Alert severity={allValid ? 'success' : 'error'} sx={{ mb: 2 }}>
              {allValid ? t('alimtalkBulk.report.allValid') : t('alimtalkBulk.report.someInvalid', { count: invalid })}
            </Alert>
            <BulkReportTable report={report} sheetRows={chosen!.read.sheetRows} />
            {failure ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {failure}
              </Alert>
            ) : null}
            <Box sx={{ mt: 2 }}>
              {register.isPending ? (
                <Box role="status" sx={{ mb: 1.5 }}>
                  <Typography variant="body2">{t('alimtalkBulk.registering', { count })}</Typography>
                  <LinearProgress sx={{ mt: 1 }} />
                </Box>
              ) : null}
              <Button variant="contained" disabled={!allValid || busy} onClick={() => void onRegister()}>
                {t('alimtalkBulk.register', { count })}
              </Button>
            </Box>
          </Paper>
        ) : null}
      </Stack>
    </Box>
  );
}
