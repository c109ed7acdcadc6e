import { useEffect, useState } from 'react';
import {
  AppBar,
  Box,
  Button,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  MenuItem,
  Paper,
  Select,
  Toolbar,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { teamSeqFromPath } from '@console/platform/routes';
import { useSession } from '@console/platform/hooks';
import { preloadRemote } from '../federation/load-remote';
import { buildMenu } from '../menu/build-menu';
import { useRegistry } from '../registry/registry-context';
import { useCurrentTeam } from '../state/team-store';
import { useTeamStatusSync } from '../teams/current-team-sync';
import { useTeams } from '../teams/use-teams';
import { ProductLogo } from './product-logo';
import { LanguageToggle } from './language-toggle';
import { NotificationBell } from '../notifications/notification-bell';
import { useRouteMeta } from './use-route-meta';
import { AccountChecks } from '../verification/account-checks';
import { ActionGuideTooltip } from '../guides/action-guide-tooltip';
import { OverrideBanner } from '../releases/override-banner';
import { RELEASES_PATH } from '../releases/releases-path';

const DRAWER_WIDTH = 232;
const MAIN_ID = 'console-main';

/**
 * The first stop of Tab (WCAG 2.4.1): skips the header and the menu (40 links) to the page. Hidden
 * until it has the focus.
 */
function SkipToContent({ label }: { label: string }) {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: (theme) => `2px solid ${theme.palette.primary.main}` },
      }}
    >
      {label}
    </Box>
  );
}

/** Console layout (SPEC 2): /console and /account/info. Header with team selector, menu, page. */
export function ConsoleLayout() {
  const { t, i18n } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const registry = useRegistry();
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  const teams = useTeams();
  useTeamStatusSync();
  const selected = useCurrentTeam((s) => s.teamSeq);
  const select = useCurrentTeam((s) => s.select);
  const teamInPath = teamSeqFromPath(pathname);
  const teamItems = teams.data?.items ?? [];
  // Without a choice yet, the first team that can be used (not still registering).
  const fallbackTeam = teamItems.find((t) => t.status === 'ACTIVE') ?? teamItems[0];
  const teamSeq = teamInPath ?? selected ?? fallbackTeam?.teamSeq ?? null;
  const [language] = useState<'ko' | 'en'>(i18n.language === 'en' ? 'en' : 'ko');

  useEffect(() => {
    if (teamInPath !== null && teamInPath !== selected) select(teamInPath);
  }, [teamInPath, selected, select]);

  if (!user) return <Outlet />;
  const sections = buildMenu(registry.remotes, user.role, teamSeq, language);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipToContent label={t('layout.skipToContent')} />
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 2 }}>
          <Box component={NavLink} to="/console/dashboard" sx={{ textDecoration: 'none', width: DRAWER_WIDTH - 24 }}>
            <ProductLogo size={26} />
          </Box>
          <Select
            size="small"
            value={teamSeq ?? ''}
            displayEmpty
            inputProps={{ 'aria-label': t('layout.selectTeam') }}
            onChange={(event) => select(String(event.target.value) === '' ? null : Number(event.target.value))}
            sx={{ minWidth: 180 }}
          >
            {(teams.data?.items ?? []).length === 0 ? <MenuItem value="">{t('layout.noTeams')}</MenuItem> : null}
            {(teams.data?.items ?? []).map((team) => (
              <MenuItem key={team.teamSeq} value={team.teamSeq}>
                {team.name}
                {team.status === 'REG' ? ` · ${t('dashboard.status.REG')}` : ''}
              </MenuItem>
            ))}
          </Select>
          <Box sx={{ flex: 1 }} />
          <Button
            component={NavLink}
            to="/account/info/user"
            color="inherit"
            size="small"
            title={t('layout.account')}
            data-testid="current-user"
            sx={{ color: 'text.secondary', fontWeight: 400 }}
          >
            {user.name} · {user.business.name}
          </Button>
          <NotificationBell />
          <LanguageToggle />
          <Button variant="outlined" size="small" onClick={() => void logout({ reason: 'user' })}>
            {t('common.logout')}
          </Button>
        </Toolbar>
      </AppBar>
      {/* The menu column: what a permanent Drawer draws, without the Modal and Slide that Drawer
          imports for its temporary variant (the console never slides its menu in). */}
      <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
        <Paper
          square
          elevation={0}
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            height: '100%',
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            overflowY: 'auto',
            borderRight: 1,
            borderColor: 'divider',
            zIndex: (theme) => theme.zIndex.drawer,
          }}
        >
          <Toolbar />
          <Box component="nav" aria-label={t('layout.menu')} sx={{ overflowY: 'auto', py: 1 }}>
            {/* Every link in its own list item: a list holds only <li> (WCAG 1.3.1). */}
            <List dense>
              <ListItem disablePadding>
                <ListItemButton
                  component={NavLink}
                  to="/console/dashboard"
                  selected={pathname === '/console/dashboard'}
                >
                  <ListItemText primary={t('layout.dashboard')} />
                </ListItemButton>
              </ListItem>
            </List>
            {sections.map((section) => (
              <List
                key={section.group}
                dense
                subheader={<ListSubheader disableSticky>{t(`layout.groups.${section.group}`)}</ListSubheader>}
              >
                {section.items.map((item) => (
                  <ListItem key={item.id} disablePadding>
                    <ListItemButton
                      component={NavLink}
                      to={item.to}
                      selected={pathname === item.to}
                      data-menu-remote={item.remote ?? undefined}
                      onMouseEnter={() => item.remote && preloadRemote(item.remote)}
                      onFocus={() => item.remote && preloadRemote(item.remote)}
                    >
                      <ListItemText primary={item.label} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            ))}
            <Divider sx={{ my: 1 }} />
            {user.releaseManager ? (
              <List dense>
                <ListItem disablePadding>
                  <ListItemButton component={NavLink} to={RELEASES_PATH} selected={pathname === RELEASES_PATH}>
                    <ListItemText primary={t('releases.menu')} />
                  </ListItemButton>
                </ListItem>
              </List>
            ) : null}
          </Box>
        </Paper>
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, px: 4, pb: 6, outline: 'none' }}>
        <Toolbar />
        <Box sx={{ mx: -4 }}>
          <OverrideBanner />
        </Box>
        <Box sx={{ maxWidth: meta?.pageWidth ?? 1200, mx: 'auto', pt: 3 }} data-page-width={meta?.pageWidth ?? 1200}>
          <AccountChecks />
          {meta?.actionGuide ? <ActionGuideTooltip tab={meta.actionGuide} /> : null}
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
