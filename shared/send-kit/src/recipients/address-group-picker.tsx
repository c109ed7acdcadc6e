import { useState } from 'react';
import { CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import { useSendKitTranslation } from '../send-kit-texts';
import { isApiError } from '@console/platform/api-error';
import { useApi } from '@console/platform/hooks';
import { formatCount } from '@console/ui/format';
import { useAddressGroups } from './address-groups';
import { loadAddressGroup } from './load-address-group';
import type { ParsedRecipients } from './parse-recipients';

export interface AddressGroupPickerProps {
  teamSeq: number;
  onLoaded(name: string, parsed: ParsedRecipients): void;
  onError(message: string): void;
}

/** Recipients from an address book group: its contacts, with their fields as #{variables}. */
export function AddressGroupPicker({ teamSeq, onLoaded, onError }: AddressGroupPickerProps) {
  const { t } = useSendKitTranslation();
  const api = useApi();
  const groups = useAddressGroups(teamSeq);
  const [loading, setLoading] = useState(false);
  const items = groups.data ?? [];
  if (groups.isError || (groups.data && items.length === 0)) return null;

  const choose = async (value: string) => {
    const group = items.find((g) => String(g.seq) === value);
    if (!group) return;
    setLoading(true);
    try {
      onLoaded(t('recipients.groupSource', { name: group.name }), await loadAddressGroup(api, group.seq));
    } catch (error) {
      onError(isApiError(error) ? error.message : t('recipients.fileUnreadable'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField
        select
        size="small"
        sx={{ minWidth: 220 }}
        label={t('recipients.addressBook')}
        value=""
        disabled={loading}
        onChange={(event) => void choose(event.target.value)}
      >
        {items.map((group) => (
          <MenuItem key={group.seq} value={String(group.seq)}>
            {t('recipients.groupOption', { name: group.name, count: formatCount(group.contactCount) })}
          </MenuItem>
        ))}
      </TextField>
      {loading ? <CircularProgress size={20} aria-label={t('recipients.groupLoading')} /> : null}
    </Stack>
  );
}
