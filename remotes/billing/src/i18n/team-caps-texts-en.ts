import type { teamCapsTextsKo } from './team-caps-texts-ko';

export const teamCapsTextsEn: typeof teamCapsTextsKo = {
  title: 'Monthly spend caps per team',
  description: 'Set how much each team may spend in a month (before VAT). Sends over the cap are refused.',
  label: 'Monthly spend caps per team',
  columns: { team: 'Team', spent: 'Spent this month', cap: 'Monthly cap', usage: 'Used', actions: 'Manage' },
  noCap: 'No cap',
  usage: '{{percent}}%',
  usageLabel: 'Cap used by {{team}}',
  edit: 'Edit',
  editLabel: 'Edit the cap of {{team}}',
  empty: 'No team yet. Once you create teams you can set their caps here.',
  loadFailed: 'Could not load the team caps.',
  retry: 'Retry',
  dialog: {
    unit: 'KRW',
    title: 'Monthly cap of {{team}}',
    intro: 'Spent this month: {{spent}}. The cap applies again from the 1st of each month.',
    amount: 'Monthly cap (before VAT)',
    amountHelp: 'At least KRW 1,000, in whole won.',
    belowSpent: 'This is below what the team has already spent this month: it cannot send more this month.',
    removeCap: 'Remove the cap',
    cancel: 'Cancel',
    save: 'Save',
    saved: 'The cap of {{team}} is now {{amount}}.',
    removed: 'The cap of {{team}} was removed.',
  },
};
