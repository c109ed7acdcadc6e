import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReleaseStatus, RemoteReleaseStatus, VersionHealth } from '@console/contracts/releases';
import { formatCount } from '@console/ui/format';
import { StatusChip } from '@console/ui/status-chip';
import { formatRate } from './format-rate';

type Policy = ReleaseStatus['canaryPolicy'];

/** A version is judged once it has enough loads; past the threshold the canary watch rolls it back. */
export const overPolicy = (health: VersionHealth, policy: Policy) =>
  health.loads >= policy.minLoads && health.errorRate > policy.errorRate;

/** One row per remote of an environment: live version, state, canary, manifest, health, builds. */
export function RemoteStatusTable({
  remotes,
  policy,
  label,
}: {
  remotes: RemoteReleaseStatus[];
  policy: Policy;
  label: string;
}) {
  const { t } = useTranslation('shell');
  const headers = ['remote', 'version', 'state', 'canary', 'manifest', 'health', 'built'] as const;
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {headers.map((h) => (
                <TableCell key={h}>{t(`releaseManager.columns.${h}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {remotes.length === 0 ? (
              <TableRow>
                <TableCell colSpan={headers.length} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  {t('releaseManager.noRemotes')}
                </TableCell>
              </TableRow>
            ) : null}
            {remotes.map((remote) => (
              <TableRow key={remote.name} data-remote={remote.name}>
                <TableCell sx={{ fontWeight: 600 }}>{remote.name}</TableCell>
                <TableCell data-testid="live-version">{remote.version}</TableCell>
                <TableCell>
                  <StatusChip
                    label={t(remote.enabled ? 'releaseManager.enabled' : 'releaseManager.disabled')}
                    tone={remote.enabled ? 'success' : 'neutral'}
                  />
                  {remote.reason ? (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {remote.reason}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  {remote.canary
                    ? t('releaseManager.canary', { version: remote.canary.version, percent: remote.canary.percent })
                    : t('releaseManager.noCanary')}
                </TableCell>
                <TableCell>
                  <StatusChip
                    label={t(remote.manifest.ok ? 'releaseManager.manifestOk' : 'releaseManager.manifestProblem')}
                    tone={remote.manifest.ok ? 'success' : 'error'}
                  />
                  {remote.manifest.problem ? (
                    <Typography variant="body2" color="error" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
                      {remote.manifest.problem}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  <VersionHealthList versions={remote.versions} policy={policy} />
                </TableCell>
                <TableCell>
                  {remote.builtVersions.length > 0 ? remote.builtVersions.join(', ') : t('releaseManager.noBuilt')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

function VersionHealthList({ versions, policy }: { versions: VersionHealth[]; policy: Policy }) {
  const { t } = useTranslation('shell');
  if (versions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('releaseManager.noHealth')}
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {versions.map((v) => (
        <Box
          component="li"
          key={v.version}
          data-version={v.version}
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <Typography variant="body2">
            {t('releaseManager.health', {
              version: v.version,
              share: v.share,
              loads: formatCount(v.loads),
              errors: formatCount(v.errors),
              rate: formatRate(v.errorRate),
            })}
          </Typography>
          {overPolicy(v, policy) ? <StatusChip label={t('releaseManager.overPolicy')} tone="error" /> : null}
        </Box>
      ))}
    </Stack>
  );
}
