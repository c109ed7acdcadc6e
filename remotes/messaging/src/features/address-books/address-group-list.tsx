import { useState } from 'react';
import {
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AddressGroup } from '@console/contracts/address-books';
import { useUi } from '@console/platform/hooks';
import { useDeleteAddressGroup } from './delete-address-group';

export interface AddressGroupListProps {
  teamSeq: number;
  groups: AddressGroup[];
  selected: number | null;
  onSelect(groupSeq: number | null): void;
  onCreate(): void;
  onRename(group: AddressGroup): void;
}

/** The team's groups beside the contacts: pick one to filter, create, rename, delete with confirmation. */
export function AddressGroupList({ teamSeq, groups, selected, onSelect, onCreate, onRename }: AddressGroupListProps) {
  const { t } = useTranslation();
  const ui = useUi();
  const remove = useDeleteAddressGroup(teamSeq);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; group: AddressGroup } | null>(null);

  const confirmDelete = async (group: AddressGroup) => {
    setMenu(null);
    const ok = await ui.confirm({
      title: t('addressBooks.groups.deleteTitle'),
      message: t('addressBooks.groups.deleteMessage', { name: group.name, count: group.contactCount }),
      destructive: true,
    });
    if (!ok) return;
    await remove.mutateAsync(group.seq);
    if (selected === group.seq) onSelect(null);
    ui.toast(t('addressBooks.groups.deleted'), 'success');
  };

  return (
    <Paper variant="outlined" sx={{ p: 1, minWidth: 220 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ px: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('addressBooks.groups.title')}
        </Typography>
        <Button size="small" onClick={onCreate}>
          {t('addressBooks.groups.add')}
        </Button>
      </Stack>
      {/* Each group in its own list item, its actions button beside (not inside) the group's button (WCAG 4.1.2). */}
      <List dense aria-label={t('addressBooks.groups.title')}>
        <ListItem disablePadding>
          <ListItemButton
            selected={selected === null}
            aria-current={selected === null ? 'true' : undefined}
            onClick={() => onSelect(null)}
          >
            <ListItemText primary={t('addressBooks.groups.all')} />
          </ListItemButton>
        </ListItem>
        {groups.map((group) => (
          <ListItem
            key={group.seq}
            disablePadding
            secondaryAction={
              <IconButton
                size="small"
                edge="end"
                aria-label={t('addressBooks.groups.actions', { name: group.name })}
                onClick={(event) => {
                  event.stopPropagation();
                  setMenu({ anchor: event.currentTarget, group });
                }}
              >
                ⋮
              </IconButton>
            }
          >
            <ListItemButton
              selected={selected === group.seq}
              aria-current={selected === group.seq ? 'true' : undefined}
              onClick={() => onSelect(group.seq)}
            >
              <ListItemText
                primary={group.name}
                secondary={t('addressBooks.groups.count', { count: group.contactCount })}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {t('addressBooks.groups.empty')}
        </Typography>
      ) : null}
      <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            if (menu) onRename(menu.group);
            setMenu(null);
          }}
        >
          {t('addressBooks.groups.rename')}
        </MenuItem>
        <MenuItem onClick={() => menu && void confirmDelete(menu.group)}>{t('addressBooks.groups.delete')}</MenuItem>
      </Menu>
    </Paper>
  );
}
