import { AppBar, Box, Button, Container, Link, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useSession } from '@console/platform/hooks';
import { ProductLogo } from './product-logo';
import { LanguageToggle } from './language-toggle';
import { useRouteMeta } from './use-route-meta';
import { OverrideBanner } from '../releases/override-banner';

/** Tablet widths, where pages with hideChromeOnTablet drop header and footer (SPEC 2). */
export const TABLET_MEDIA_QUERY = '(min-width:600px) and (max-width:1199.95px)';

// The same entries as the server-rendered public pages' header and footer (remotes/brand/src/site).
const BRAND_LINKS = [
  { to: '/brand/service/sms', key: 'services' },
  { to: '/brand/customers', key: 'customers' },
  { to: '/brand/customers/consultingInquiry', key: 'consulting' },
] as const;
const POLICY_LINKS = [
  { to: '/brand/policy/tou', key: 'terms' },
  { to: '/brand/policy/privacyPolicy', key: 'privacy' },
] as const;

/** Default layout: the public pages (brand site, login). */
export function DefaultLayout() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const meta = useRouteMeta();
  const tablet = useMediaQuery(TABLET_MEDIA_QUERY);
  const showChrome = !(meta?.hideChromeOnTablet && tablet);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#fff' }}>
      <OverrideBanner />
      {showChrome ? (
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
          data-testid="site-header"
        >
          <Toolbar sx={{ gap: 3 }}>
            <Box component={NavLink} to="/" sx={{ textDecoration: 'none' }}>
              <ProductLogo size={26} />
            </Box>
            <Box component="nav" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 2 }}>
              {BRAND_LINKS.map((link) => (
                <Button key={link.to} component={NavLink} to={link.to} color="inherit">
                  {t(`layout.brandLinks.${link.key}`)}
                </Button>
              ))}
            </Box>
            <Box sx={{ flex: 1 }} />
            <LanguageToggle />
            {user ? (
              <Button variant="contained" component={NavLink} to="/console/dashboard">
                {t('layout.goConsole')}
              </Button>
            ) : (
              <Button variant="contained" component={NavLink} to="/account/login">
                {t('common.login')}
              </Button>
            )}
          </Toolbar>
        </AppBar>
      ) : null}
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      {showChrome ? (
        <Box
          component="footer"
          data-testid="site-footer"
          sx={{ borderTop: 1, borderColor: 'divider', py: 4, bgcolor: 'background.default' }}
        >
          <Container>
            <Box component="nav" aria-label={t('layout.brandLinks.terms')} sx={{ display: 'flex', gap: 2, mb: 1 }}>
              {POLICY_LINKS.map((link) => (
                <Link key={link.to} href={link.to} variant="body2" color="text.primary">
                  {t(`layout.brandLinks.${link.key}`)}
                </Link>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('layout.footer')}
            </Typography>
          </Container>
        </Box>
      ) : null}
    </Box>
  );
}
