import { Avatar, Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RcsButtonInput } from '@console/contracts/rcs';
import { useRcsImageUrl } from '../rcs-templates/use-rcs-image-url';

export interface RcsPhonePreviewProps {
  teamSeq: number;
  brandName: string;
  body: string;
  buttons: RcsButtonInput[];
  /** MMS or image template: one image per card, each with its buttons. */
  cards: { imageSeq?: number; buttons?: RcsButtonInput[] }[];
  /** With fallback on: the text and the type recipients without RCS get. */
  fallback: { text: string; type: string } | null;
}

function CardImage({ teamSeq, imageSeq }: { teamSeq: number; imageSeq?: number }) {
  const { t } = useTranslation();
  const url = useRcsImageUrl(teamSeq, imageSeq);
  return url ? (
    <Box
      component="img"
      src={url}
      alt={t('rcsSend.preview.image')}
      sx={{ width: '100%', display: 'block', borderRadius: '12px 12px 0 0' }}
    />
  ) : (
    <Box
      sx={{ height: 110, bgcolor: 'grey.300', borderRadius: '12px 12px 0 0', display: 'grid', placeItems: 'center' }}
    >
      <Typography variant="caption" color="text.secondary">
        {t('rcsSend.preview.image')}
      </Typography>
    </Box>
  );
}

function Buttons({ buttons }: { buttons: RcsButtonInput[] }) {
  return buttons.map((button, index) => (
    <Box key={index} sx={{ borderTop: 1, borderColor: 'divider', py: 1, textAlign: 'center' }}>
      <Typography variant="body2" color="primary" fontWeight={700}>
        {button.label || '—'}
      </Typography>
    </Box>
  ));
}

/** The message as an RCS phone shows it: the brand on top, a rich bubble (cards, buttons), then any fallback text. */
export function RcsPhonePreview({ teamSeq, brandName, body, buttons, cards, fallback }: RcsPhonePreviewProps) {
  const { t } = useTranslation();
  const brand = brandName || t('rcsSend.preview.noBrand');
  return (
    <Box
      role="figure"
      aria-label={t('rcsSend.preview.label')}
      sx={{
        width: 300,
        minHeight: 520,
        border: 10,
        borderColor: 'grey.800',
        borderRadius: 6,
        bgcolor: 'grey.100',
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack direction="row" spacing={1} alignItems="center" sx={{ pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Avatar sx={{ width: 28, height: 28, bgcolor: 'primary.main', fontSize: 14 }}>{brand.slice(0, 1)}</Avatar>
        <Typography variant="subtitle2" data-testid="rcs-preview-brand">
          {brand}
        </Typography>
      </Stack>
      <Paper elevation={0} sx={{ borderRadius: 3, overflow: 'hidden', maxWidth: '95%' }}>
        {cards[0] ? <CardImage teamSeq={teamSeq} imageSeq={cards[0].imageSeq} /> : null}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', p: 1.5 }}>
          {body || t('rcsSend.preview.empty')}
        </Typography>
        <Buttons buttons={cards[0] ? (cards[0].buttons ?? []) : buttons} />
      </Paper>
      {cards.slice(1).map((card, index) => (
        <Paper key={index} elevation={0} sx={{ borderRadius: 3, overflow: 'hidden', maxWidth: '95%' }}>
          <CardImage teamSeq={teamSeq} imageSeq={card.imageSeq} />
          <Buttons buttons={card.buttons ?? []} />
        </Paper>
      ))}
      {fallback ? (
        <Box sx={{ mt: 'auto' }}>
          <Typography variant="caption" color="text.secondary">
            {t('rcsSend.preview.fallback', { type: fallback.type })}
          </Typography>
          <Paper elevation={0} sx={{ p: 1.5, borderRadius: 3, bgcolor: 'grey.200' }}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {fallback.text || t('rcsSend.preview.empty')}
            </Typography>
          </Paper>
        </Box>
      ) : null}
    </Box>
  );
}
