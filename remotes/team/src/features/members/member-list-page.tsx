import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@console/ui/page-header';
import { InvitationsTab } from '../invitations/invitations-tab';
import { MembersTab } from './members-tab';

const TABS = ['members', 'invitations'] as const;
type MemberTab = (typeof TABS)[number];

/** /console/member/list: members of the business and their roles; invitations by e-mail. */
export function MemberListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: MemberTab = params.get('tab') === 'invitations' ? 'invitations' : 'members';

  return (
    <Box>
      <PageHeader title={t('members.title')} description={t('members.description')} />
      <Tabs
        value={tab}
        onChange={(_, value: MemberTab) => setParams(value === 'members' ? {} : { tab: value }, { replace: true })}
        sx={{ mb: 2 }}
        aria-label={t('members.title')}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`members.tabs.${value}`)}
            id={`member-tab-${value}`}
            aria-controls={`member-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`member-panel-${tab}`} aria-labelledby={`member-tab-${tab}`}>
        {tab === 'members' ? <MembersTab /> : <InvitationsTab />}
      </Box>
    </Box>
  );
}
