import type { ko } from './ko';

export const en: typeof ko = {
  service: 'Team management',
  teams: {
    title: 'Team spaces',
    description: 'Sends, templates and sender numbers all belong to a team. Open a team to see its settings.',
    create: 'Create a team',
    statusFilter: 'Status',
    columns: { name: 'Team', description: 'Description', status: 'Status', members: 'Members', createdAt: 'Created' },
    status: { REG: 'Registering', ACTIVE: 'Active', CLOSED: 'Closed' },
    regNote: 'Getting ready can take up to {{minutes}} minutes.',
    memberCount: '{{count}}',
    empty: 'No teams yet.',
    emptyFiltered: 'No teams with this status.',
  },
};
