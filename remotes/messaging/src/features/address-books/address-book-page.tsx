import { useState } from 'react';
import { Alert, Box, Button, Checkbox, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { ADDRESS_BOOK_LIMITS, type AddressGroup, type Contact } from '@console/contracts/address-books';
import { useTeamSeq, useUi } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { ExportButton } from '@console/ui/export-button';
import { formatDateTime, formatPhoneNumber } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { routePattern } from '../../route-paths';
import { AddressGroupList } from './address-group-list';
import { useDeleteContacts } from './delete-contacts';
import { useAddressGroups } from './get-address-groups';
import { useContacts } from './get-contacts';

// Loads when first opened (with the form library it may use): most visits of this page never open it.
const AddressGroupDialog = lazyDialog(
  () => import(/* webpackChunkName: "address-group-dialog" */ './address-group-dialog'),
  'AddressGroupDialog',
);
const ContactDialog = lazyDialog(
  () => import(/* webpackChunkName: "contact-dialog" */ './contact-dialog'),
  'ContactDialog',
);
const ContactImportWizard = lazyDialog(
  () => import(/* webpackChunkName: "contact-import-wizard" */ './contact-import-wizard'),
  'ContactImportWizard',
);

type Editing =
  | { kind: 'group'; group: AddressGroup | null }
  | { kind: 'contact'; contact: Contact | null }
  | { kind: 'import'; group: AddressGroup }
  | null;

/** /console/team/{teamSeq}/send/address: groups beside a paged, searchable contact list. */
export function AddressBookPage() {
  const { t } = useTranslation();
  const ui = useUi();
  const teamSeq = useTeamSeq();
  const list = usePagedQueryState(routePattern('send-address'), { filters: { q: '', groupSeq: '' } });
  const groupSeq = Number(list.filters.groupSeq) || null;
  const groups = useAddressGroups(teamSeq);
  const contacts = useContacts(teamSeq, {
    page: list.page,
    size: list.size,
    q: list.filters.q || undefined,
    groupSeq: groupSeq ?? undefined,
  });
  const remove = useDeleteContacts(teamSeq);
  const [search, setSearch] = useState(list.filters.q ?? '');
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const group = groups.data?.find((g) => g.seq === groupSeq) ?? null;
  const rows = contacts.data?.items ?? [];

  const toggle = (seq: number, on: boolean) =>
    setSelected((all) => (on ? [...all, seq] : all.filter((s) => s !== seq)));
  const deleteSelected = async () => {
    const ok = await ui.confirm({
      title: t('addressBooks.contacts.deleteTitle'),
      message: t('addressBooks.contacts.deleteMessage', { count: selected.length }),
      destructive: true,
    });
    if (!ok) return;
    const { deleted } = await remove.mutateAsync(selected);
    setSelected([]);
    ui.toast(t('addressBooks.contacts.deleted', { count: deleted }), 'success');
  };

  const columns: DataTableColumn<Contact>[] = [
    {
      id: 'select',
      header: (
        <Checkbox
          inputProps={{ 'aria-label': t('addressBooks.contacts.selectPage') }}
          checked={rows.length > 0 && rows.every((c) => selected.includes(c.seq))}
          onChange={(event) => setSelected(event.target.checked ? rows.map((c) => c.seq) : [])}
        />
      ),
      render: (c) => (
        <Checkbox
          inputProps={{
            'aria-label': t('addressBooks.contacts.select', { name: c.name || formatPhoneNumber(c.phone) }),
          }}
          checked={selected.includes(c.seq)}
          onChange={(event) => toggle(c.seq, event.target.checked)}
        />
      ),
      width: 48,
    },
    {
      id: 'name',
      header: t('addressBooks.contacts.columns.name'),
      render: (c) => c.name || t('addressBooks.contacts.noName'),
    },
    { id: 'phone', header: t('addressBooks.contacts.columns.phone'), render: (c) => formatPhoneNumber(c.phone) },
    { id: 'email', header: t('addressBooks.contacts.columns.email'), render: (c) => c.email ?? '-' },
    { id: 'group', header: t('addressBooks.contacts.columns.group'), render: (c) => c.groupName ?? '-' },
    {
      id: 'fields',
      header: t('addressBooks.contacts.columns.fields'),
      render: (c) => c.fields.map((f) => `${f.key}: ${f.value}`).join(', ') || '-',
    },
    { id: 'memo', header: t('addressBooks.contacts.columns.memo'), render: (c) => c.memo || '-' },
    {
      id: 'updatedAt',
      header: t('addressBooks.contacts.columns.updatedAt'),
      render: (c) => formatDateTime(c.updatedAt),
    },
    {
      id: 'edit',
      header: '',
      render: (c) => (
        <Button size="small" onClick={() => setEditing({ kind: 'contact', contact: c })}>
          {t('addressBooks.contacts.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title={t('addressBooks.title')}
        description={t('addressBooks.description')}
        actions={
          <Stack direction="row" spacing={1}>
            {group ? (
              <ExportButton url={`/api/team/address-books/${group.seq}/export`} fallbackName="address-book.csv" />
            ) : null}
            {group ? (
              <Button variant="outlined" onClick={() => setEditing({ kind: 'import', group })}>
                {t('addressBooks.contacts.import')}
              </Button>
            ) : null}
            <Button
              variant="contained"
              disabled={!groups.data?.length}
              onClick={() => setEditing({ kind: 'contact', contact: null })}
            >
              {t('addressBooks.contacts.add')}
            </Button>
          </Stack>
        }
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('addressBooks.rules', { fields: ADDRESS_BOOK_LIMITS.customFieldsMax })}
      </Alert>
      {groups.data && groups.data.length === 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('addressBooks.contacts.chooseGroup')}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <AddressGroupList
          teamSeq={teamSeq}
          groups={groups.data ?? []}
          selected={groupSeq}
          onSelect={(seq) => {
            setSelected([]);
            list.setFilter('groupSeq', seq === null ? '' : String(seq));
          }}
          onCreate={() => setEditing({ kind: 'group', group: null })}
          onRename={(g) => setEditing({ kind: 'group', group: g })}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            component="form"
            direction="row"
            spacing={1}
            sx={{ mb: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              list.setFilter('q', search.trim());
            }}
          >
            <TextField
              size="small"
              label={t('addressBooks.contacts.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              inputProps={{ maxLength: 40 }}
            />
            <Button type="submit">{t('addressBooks.contacts.searchButton')}</Button>
            {selected.length > 0 ? (
              <Button color="error" onClick={() => void deleteSelected()}>
                {t('addressBooks.contacts.deleteSelected', { count: selected.length })}
              </Button>
            ) : null}
          </Stack>
          <PagedQueryTable
            label={group?.name ?? t('addressBooks.groups.all')}
            columns={columns}
            rowKey={(c) => c.seq}
            emptyMessage={list.filters.q ? t('addressBooks.contacts.emptySearch') : t('addressBooks.contacts.empty')}
            list={list}
            query={contacts}
          />
        </Box>
      </Stack>
      {editing?.kind === 'group' ? (
        <AddressGroupDialog teamSeq={teamSeq} group={editing.group} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'contact' ? (
        <ContactDialog
          teamSeq={teamSeq}
          groups={groups.data ?? []}
          contact={editing.contact}
          groupSeq={groupSeq}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'import' ? (
        <ContactImportWizard teamSeq={teamSeq} group={editing.group} onClose={() => setEditing(null)} />
      ) : null}
    </Box>
  );
}
