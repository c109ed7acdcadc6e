import { useState } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRcsChatRoomNumber, RCS_REVIEW_BUSINESS_DAYS, type RcsBrand } from '@console/contracts/rcs';
import { isApiError } from '@console/platform/api-error';
import { useTeamSeq, useUi } from '@console/platform/hooks';
import { formatPhoneNumber } from '@console/ui/format';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { routePath } from '../../route-paths';
import { useCallbackNumbers } from '../callback-numbers/get-callback-numbers';
import { useBindRcsChatRoom, useUnbindRcsChatRoom } from './bind-rcs-chat-room';
import { RcsStatusChip } from './rcs-status-chip';
import { useRcsImageUrl } from './use-rcs-image-url';

// Loads when first opened (with the form library it uses): most visits of this page never open it.
const RcsBrandDialog = lazyDialog(
  () => import(/* webpackChunkName: "rcs-brand-dialog" */ './rcs-brand-dialog'),
  'RcsBrandDialog',
);

const SEVERITY = { REVIEW: 'info', APPROVED: 'success', REJECTED: 'warning' } as const;

/** The top of /rcs/template: the team's brand and its state, and the chat rooms bound to it. */
export function RcsBrandPanel({ brand, canEdit }: { brand: RcsBrand | null; canEdit: boolean }) {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const [editing, setEditing] = useState(false);
  const logo = useRcsImageUrl(teamSeq, brand?.logoImageSeq);

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-label={t('rcsManage.brand.title')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" gutterBottom>
            {t('rcsManage.brand.title')}
          </Typography>
          {brand ? (
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1.5} alignItems="center">
                <Avatar
                  src={logo ?? undefined}
                  alt={t('rcsManage.brand.logoAlt', { name: brand.name })}
                  sx={{ width: 48, height: 48 }}
                >
                  {brand.name.slice(0, 1)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h6" component="p">
                    {brand.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {brand.description}
                  </Typography>
                </Box>
              </Stack>
              <RcsStatusChip item={brand} />
              <Alert severity={SEVERITY[brand.status]}>
                {t(`rcsManage.brand.${brand.status}`, { days: RCS_REVIEW_BUSINESS_DAYS })}
              </Alert>
              {canEdit && brand.status === 'REJECTED' ? (
                <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing(true)}>
                  {t('rcsManage.brand.resubmit')}
                </Button>
              ) : null}
            </Stack>
          ) : (
            <Stack spacing={1.5}>
              <Typography variant="body2" color="text.secondary">
                {t('rcsManage.brand.none')}
              </Typography>
              {canEdit ? (
                <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing(true)}>
                  {t('rcsManage.brand.register')}
                </Button>
              ) : null}
            </Stack>
          )}
          {canEdit ? null : (
            <Typography variant="caption" color="text.secondary">
              {t('rcsManage.brand.readOnly')}
            </Typography>
          )}
        </Box>
        {brand ? <ChatRooms brand={brand} canEdit={canEdit} /> : null}
      </Stack>
      {editing ? <RcsBrandDialog brand={brand} onClose={() => setEditing(false)} /> : null}
    </Paper>
  );
}

function ChatRooms({ brand, canEdit }: { brand: RcsBrand; canEdit: boolean }) {
  const { t } = useTranslation();
  const ui = useUi();
  const teamSeq = useTeamSeq();
  const bind = useBindRcsChatRoom();
  const unbind = useUnbindRcsChatRoom();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Candidates: the team's approved numbers that are not mobile numbers and not bound yet.
  const approved = useCallbackNumbers(teamSeq, { page: 1, size: 100, status: 'APPROVED' });
  const bound = new Set(brand.chatRooms.map((room) => room.callbackSeq));
  const candidates = (approved.data?.items ?? []).filter((n) => isRcsChatRoomNumber(n.number) && !bound.has(n.seq));

  const onBind = async () => {
    if (!choice) return setError(t('rcsManage.chatRooms.number'));
    setError(null);
    try {
      await bind.mutateAsync(Number(choice));
      setChoice('');
      ui.toast(t('rcsManage.chatRooms.bound'), 'success');
    } catch (failure) {
      setError(isApiError(failure) ? (failure.fieldErrors[0]?.message ?? failure.message) : String(failure));
    }
  };
  const onUnbind = async (seq: number, number: string) => {
    if (
      !(await ui.confirm({
        title: t('rcsManage.chatRooms.unbindTitle'),
        message: t('rcsManage.chatRooms.unbindConfirm', { number }),
        confirmText: t('rcsManage.chatRooms.unbind'),
        destructive: true,
      }))
    )
      return;
    try {
      await unbind.mutateAsync(seq);
      ui.toast(t('rcsManage.chatRooms.unbound'), 'success');
    } catch (failure) {
      await ui.alert({ title: t('rcs.failed'), message: isApiError(failure) ? failure.message : String(failure) });
    }
  };

  return (
    <Box sx={{ flex: 1, minWidth: 0 }} component="section" aria-label={t('rcsManage.chatRooms.title')}>
      <Typography variant="subtitle1" gutterBottom>
        {t('rcsManage.chatRooms.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('rcsManage.chatRooms.help')}
      </Typography>
      {brand.chatRooms.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('rcsManage.chatRooms.empty')}
        </Typography>
      ) : (
        <List dense aria-label={t('rcsManage.chatRooms.title')}>
          {brand.chatRooms.map((room) => {
            const number = formatPhoneNumber(room.senderNumber);
            return (
              <ListItem
                key={room.seq}
                disableGutters
                secondaryAction={
                  canEdit ? (
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('rcsManage.chatRooms.unbindOf', { number })}
                      onClick={() => void onUnbind(room.seq, number)}
                    >
                      {t('rcsManage.chatRooms.unbind')}
                    </Button>
                  ) : null
                }
              >
                <ListItemText primary={number} secondary={room.label} />
              </ListItem>
            );
          })}
        </List>
      )}
      {canEdit && brand.status === 'REJECTED' ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('rcsManage.chatRooms.brandRejected')}
        </Alert>
      ) : null}
      {canEdit && brand.status !== 'REJECTED' ? (
        approved.isPending ? (
          <CircularProgress size={20} aria-label="loading" />
        ) : candidates.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('rcsManage.chatRooms.noCandidates')}{' '}
            <Link to={routePath('callback-list', { teamSeq })}>{t('rcsManage.chatRooms.callbackLink')}</Link>
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} sx={{ mt: 1 }} alignItems="flex-start">
            <TextField
              select
              size="small"
              label={t('rcsManage.chatRooms.number')}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              error={Boolean(error)}
              helperText={error ?? ' '}
              sx={{ minWidth: 240 }}
            >
              {candidates.map((n) => (
                <MenuItem key={n.seq} value={String(n.seq)}>{`${formatPhoneNumber(n.number)} · ${n.label}`}</MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" onClick={() => void onBind()} disabled={bind.isPending} sx={{ mt: 0.25 }}>
              {t('rcsManage.chatRooms.bind')}
            </Button>
          </Stack>
        )
      ) : null}
    </Box>
  );
}
