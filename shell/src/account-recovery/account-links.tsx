import { Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const LINKS = [
  { to: '/account/find/id', key: 'findId' },
  { to: '/account/find/password', key: 'findPassword' },
  { to: '/account/signup', key: 'signup' },
  { to: '/account/login', key: 'login' },
] as const;

/** 아이디 찾기 | 비밀번호 찾기 | 회원가입 (| 로그인): the ways out of a login-related page but the page itself. */
export function AccountLinks({ current }: { current: (typeof LINKS)[number]['to'] }) {
  const { t } = useTranslation('shell');
  return (
    <Stack
      component="nav"
      aria-label={t('recovery.links.label')}
      direction="row"
      justifyContent="center"
      flexWrap="wrap"
      divider={<span aria-hidden>·</span>}
      spacing={1.5}
      sx={{ color: 'text.secondary', typography: 'body2' }}
    >
      {LINKS.filter((link) => link.to !== current).map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="hover">
          {t(`recovery.links.${link.key}`)}
        </Link>
      ))}
    </Stack>
  );
}
