import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { Navigate, NavLink, Outlet } from 'react-router';
import { useRegistry } from '../registry/registry-context';
import { SHELL_ROUTES } from '../routing/shell-routes';
import { ProductLogo } from './product-logo';
import { OverrideBanner } from '../releases/override-banner';

/** Poc layout (SPEC 2): the living UI-kit catalogue. In the production environment /poc goes to /. */
export function PocLayout() {
  const { environment } = useRegistry();
  if (environment === 'production') return <Navigate to="/" replace />;
  const pages = SHELL_ROUTES.filter((route) => route.path.startsWith('/poc/'));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <OverrideBanner />
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <ProductLogo size={22} />
          <Typography sx={{ mx: 2 }} color="text.secondary">
            UI Kit · POC
          </Typography>
          {pages.map((page) => (
            <Button key={page.id} component={NavLink} to={page.path} size="small">
              {page.title.ko}
            </Button>
          ))}
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 4, maxWidth: 1200, mx: 'auto' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
