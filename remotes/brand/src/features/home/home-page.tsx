import { Alert, Box, Button, Chip, Container, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@console/ui/format';
import { useNotices } from './get-notices';

/** / : the public home with the latest notices from the server. */
export function HomePage() {
  const { t } = useTranslation();
  const notices = useNotices();
  return (
    <Box>
      <Box sx={{ py: { xs: 8, md: 12 }, background: 'linear-gradient(135deg, #eef3ff 0%, #f7fbff 60%, #eafaf4 100%)' }}>
        <Container>
          <Typography variant="h3" component="h1" fontWeight={800} gutterBottom>
            {t('home.heroTitle')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 640, mb: 4 }}>
            {t('home.heroBody')}
          </Typography>
          <Button variant="contained" size="large" component={Link} to="/console/dashboard">
            {t('home.start')}
          </Button>
        </Container>
      </Box>
      <Container sx={{ py: 6 }}>
        <Typography variant="h5" component="h2" fontWeight={700} gutterBottom>
          {t('home.notices')}
        </Typography>
        {notices.isError ? <Alert severity="error">{t('home.noticesFailed')}</Alert> : null}
        {notices.isPending ? <Skeleton variant="rounded" height={200} /> : null}
        {notices.data?.items.length === 0 ? (
          <Typography color="text.secondary">{t('home.noNotices')}</Typography>
        ) : null}
        <List data-testid="brand-notices">
          {notices.data?.items.map((notice) => (
            <ListItem
              key={notice.seq}
              divider
              component={Link}
              to={`/brand/customers/notice/${notice.seq}`}
              sx={{ color: 'inherit' }}
            >
              {notice.pinned ? <Chip size="small" color="primary" label={t('home.pinned')} sx={{ mr: 1.5 }} /> : null}
              <ListItemText primary={notice.title} secondary={formatDate(notice.publishedAt)} />
            </ListItem>
          ))}
        </List>
      </Container>
    </Box>
  );
}
