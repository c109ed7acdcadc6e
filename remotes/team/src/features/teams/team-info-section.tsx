import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TeamDetail } from '@console/contracts/teams';
import { lazyPart } from '@console/platform/lazy-dialog';
import { useTeamSeq, useUi } from '@console/platform/hooks';
import { DefinitionList } from '@console/ui/definition-list';
import { useUpdateTeam } from './update-team';

/** The form (and the form library) load when an editor first chooses 수정 (issue 18). */
const TeamForm = lazyPart(() => import('./team-form'), 'TeamForm');

export interface TeamInfoSectionProps {
  team: Pick<TeamDetail, 'name' | 'description'>;
  canEdit: boolean;
}

/**
 * The team's name and description: read, and for an editor 수정, which turns them into the form
 * checked with the contract the server uses; 저장 or 취소 turns it back. Most visits of the settings
 * page are for the members below, so the page does not load the form until it is asked for.
 */
export function TeamInfoSection({ team, canEdit }: TeamInfoSectionProps) {
  const { t } = useTranslation();
  const ui = useUi();
  const update = useUpdateTeam(useTeamSeq());
  const [editing, setEditing] = useState(false);
  // Leaving the form (saved or cancelled) gives the focus back to 수정, which replaced it.
  const editButton = useRef<HTMLButtonElement>(null);
  const left = useRef(false);
  useEffect(() => {
    if (!editing && left.current) editButton.current?.focus();
    left.current = editing;
  }, [editing]);
  const heading = (
    <Typography variant="h6" component="h2" id="team-info-heading">
      {t('settings.info')}
    </Typography>
  );

  if (editing && canEdit) {
    return (
      <Stack spacing={2}>
        {heading}
        <TeamForm
          label={t('settings.info')}
          submitLabel={t('settings.save')}
          autoFocus
          defaultValues={{ name: team.name, description: team.description }}
          onSubmit={async (values) => {
            await update.mutateAsync(values);
            ui.toast(t('settings.saved'), 'success');
            setEditing(false);
          }}
          actions={
            <Button color="inherit" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </Button>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack spacing={2} aria-labelledby="team-info-heading" component="section">
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between">
        {heading}
        {canEdit ? (
          <Button ref={editButton} variant="outlined" onClick={() => setEditing(true)} aria-label={t('settings.edit')}>
            {t('settings.editShort')}
          </Button>
        ) : null}
      </Stack>
      <DefinitionList
        rows={[
          [t('teamForm.name'), team.name],
          [
            t('teamForm.description'),
            team.description ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {team.description}
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('settings.noDescription')}
              </Typography>
            ),
          ],
        ]}
      />
    </Stack>
  );
}
