import { Box, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  checkPasswordRules,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_KINDS,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  passwordStrength,
  type PasswordStrength,
} from '@console/contracts/password-rules';

const LEVEL: Record<PasswordStrength, { value: number; color: 'error' | 'warning' | 'info' | 'success' }> = {
  weak: { value: 25, color: 'error' },
  fair: { value: 50, color: 'warning' },
  good: { value: 75, color: 'info' },
  strong: { value: 100, color: 'success' },
};

/**
 * The password rules, listed before the user types and ticked off live, and a strength bar once
 * something is typed. The rules themselves are the server's (@console/contracts).
 */
export function PasswordStrengthMeter({ password, loginId }: { password: string; loginId: string }) {
  const { t } = useTranslation('shell');
  const checks = checkPasswordRules(password, loginId);
  const strength = passwordStrength(password, loginId);
  return (
    <Box data-testid="password-strength">
      {password ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <LinearProgress
            variant="determinate"
            value={LEVEL[strength].value}
            color={LEVEL[strength].color}
            sx={{ flex: 1, height: 6, borderRadius: 3 }}
            aria-label={t('password.strengthLabel')}
          />
          <Typography
            variant="caption"
            color={`${LEVEL[strength].color}.main`}
            sx={{ minWidth: 48 }}
            data-testid="password-strength-level"
          >
            {t(`password.strength.${strength}`)}
          </Typography>
        </Box>
      ) : null}
      <List dense disablePadding aria-label={t('password.rulesLabel')}>
        {PASSWORD_RULES.map((rule) => {
          const kept = password.length > 0 && checks[rule];
          return (
            <ListItem key={rule} disableGutters sx={{ py: 0 }} data-rule={rule} data-kept={kept}>
              <ListItemIcon sx={{ minWidth: 22, color: kept ? 'success.main' : 'text.disabled' }} aria-hidden>
                {kept ? '✓' : '•'}
              </ListItemIcon>
              <ListItemText
                primary={t(`password.rules.${rule}`, {
                  min: PASSWORD_MIN_LENGTH,
                  max: PASSWORD_MAX_LENGTH,
                  kinds: PASSWORD_MIN_KINDS,
                })}
                slotProps={{ primary: { variant: 'caption', color: kept ? 'success.main' : 'text.secondary' } }}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
