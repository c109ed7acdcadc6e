import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_KEY_PREFIX, PUBLIC_API_DOCS_PATH, PUBLIC_SEND_API_PATH } from '@console/contracts/api-keys';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { useApiKeys } from '../api-keys/get-api-keys';
import { ApiKeyStatusChip } from '../api-keys/api-key-status-chip';
import { useTeamDetail } from '../teams/get-team';
import { CodeExample } from './code-example';
import { SDK_LANGUAGES, sendExamples, type SdkLanguage } from './send-examples';
import { useTeamSeq } from '@console/platform/hooks';

const LANGUAGE_NAMES: Record<SdkLanguage, string> = { curl: 'curl', node: 'Node.js', java: 'Java', python: 'Python' };

/** /console/team/{teamSeq}/sdk: the team's keys at a glance, the send API in four languages and the way to the full API documentation. */
export function SdkPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const team = useTeamDetail(teamSeq);
  const keys = useApiKeys(teamSeq, { page: 1, size: 5, status: 'ACTIVE' });
  const [language, setLanguage] = useState<SdkLanguage>('curl');
  const first = keys.data?.items[0];
  const placeholder = `${first?.prefix ?? API_KEY_PREFIX}${t('sdk.restOfKey')}`;
  const examples = sendExamples(window.location.origin, placeholder, t('sdk.sampleText'));

  return (
    <Box>
      <PageHeader title={t('sdk.title')} description={t('sdk.description', { name: team.data?.name ?? '' })} />
      <Alert
        severity="info"
        sx={{ mb: 3 }}
        data-testid="sdk-docs"
        action={
          <Button color="inherit" size="small" href={PUBLIC_API_DOCS_PATH} target="_blank" rel="noopener">
            {t('sdk.openDocs')}
          </Button>
        }
      >
        {t('sdk.docs')}
      </Alert>
      <Paper variant="outlined" sx={{ p: 2.5, mb: 3 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('sdk.keys', { count: keys.data?.total ?? 0 })}
          </Typography>
          <Button component={Link} to={routePath('linked-list', { teamSeq })} variant="outlined">
            {t('sdk.manageKeys')}
          </Button>
        </Stack>
        {keys.data && keys.data.items.length === 0 ? (
          <Typography color="text.secondary">{t('sdk.noKeys')}</Typography>
        ) : null}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {(keys.data?.items ?? []).map((key) => (
            <Stack component="li" key={key.keySeq} direction="row" spacing={1.5} alignItems="center">
              <Box component="code" sx={{ fontFamily: 'monospace' }}>{`${key.prefix}••••••••`}</Box>
              <Typography>{key.name}</Typography>
              <ApiKeyStatusChip status={key.status} />
            </Stack>
          ))}
        </Stack>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('sdk.exampleTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('sdk.exampleHelp', { path: PUBLIC_SEND_API_PATH })}
      </Typography>
      <Tabs
        value={language}
        onChange={(_, value: SdkLanguage) => setLanguage(value)}
        aria-label={t('sdk.languages')}
        sx={{ mb: 1 }}
      >
        {SDK_LANGUAGES.map((value) => (
          <Tab key={value} value={value} label={LANGUAGE_NAMES[value]} />
        ))}
      </Tabs>
      <CodeExample
        code={examples[language]}
        label={t('sdk.exampleOf', { language: LANGUAGE_NAMES[language] })}
        copyLabel={t('sdk.copyExample')}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('sdk.ipNote')}
      </Typography>
    </Box>
  );
}
