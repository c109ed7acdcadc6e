import { Avatar, Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { VARIABLE_PATTERN } from '@console/contracts/message-limits';
import type { RcsButtonInput, RcsTemplateKind } from '@console/contracts/rcs';
import { useRcsImageUrl } from './use-rcs-image-url';
import { useTeamSeq } from '@console/platform/hooks';

export interface PreviewCard {
  /** A stored image, or a local preview URL of one just chosen. */
  imageSeq?: number;
  localUrl?: string | null;
  buttons: RcsButtonInput[];
}

export interface RcsPhonePreviewProps {
  brandName: string | null;
  logoImageSeq: number | null;
  kind: RcsTemplateKind;
  body: string;
  buttons: RcsButtonInput[];
  cards: PreviewCard[];
}

/** The body with its #{variables} marked, as the recipient would see where their values go. */
function BodyText({ body }: { body: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of body.matchAll(new RegExp(VARIABLE_PATTERN.source, 'g'))) {
    parts.push(body.slice(last, match.index));
    parts.push(
      <Box key={match.index} component="span" sx={{ bgcolor: 'warning.light', borderRadius: 0.5, px: 0.25 }}>
        {match[0]}
      </Box>,
    );
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(body.slice(last));
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {parts}
    </Typography>
  );
}

function PreviewButtons({ buttons }: { buttons: RcsButtonInput[] }) {
  if (buttons.length === 0) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      {buttons.map((button, index) => (
        <Box
          key={index}
          sx={{
            border: 1,
            borderColor: 'primary.main',
            color: 'primary.main',
            borderRadius: 2,
            py: 0.5,
            textAlign: 'center',
            fontSize: 13,
            fontWeight: 600,
          }}
        >
          {button.label || '…'}
        </Box>
      ))}
    </Stack>
  );
}

function CardPreview({ card }: { card: PreviewCard }) {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const stored = useRcsImageUrl(teamSeq, card.localUrl ? null : card.imageSeq);
  const src = card.localUrl ?? stored;
  return (
    <Paper variant="outlined" sx={{ width: 180, flex: '0 0 auto', p: 1, borderRadius: 2 }}>
      {src ? (
        <Box
          component="img"
          src={src}
          alt=""
          sx={{ width: '100%', height: 90, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      ) : (
        <Box
          sx={{
            height: 90,
            bgcolor: 'grey.200',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            color: 'text.secondary',
            fontSize: 12,
          }}
        >
          {t('rcs.preview.noImage')}
        </Box>
      )}
      <PreviewButtons buttons={card.buttons} />
    </Paper>
  );
}

/** A phone-shaped preview of a template: brand header, the message bubble, its buttons or image cards. */
export function RcsPhonePreview({ brandName, logoImageSeq, kind, body, buttons, cards }: RcsPhonePreviewProps) {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const logo = useRcsImageUrl(teamSeq, logoImageSeq);
  const name = brandName ?? t('rcs.preview.brandFallback');
  return (
    <Box component="figure" aria-label={t('rcs.preview.title')} sx={{ m: 0 }}>
      <Typography variant="subtitle2" component="figcaption" gutterBottom>
        {t('rcs.preview.title')}
      </Typography>
      <Box
        sx={{
          width: 300,
          border: 8,
          borderColor: 'grey.900',
          borderRadius: 6,
          overflow: 'hidden',
          bgcolor: 'grey.100',
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          sx={{ px: 1.5, py: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
        >
          <Avatar src={logo ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 14 }}>
            {name.slice(0, 1)}
          </Avatar>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
        </Stack>
        <Box sx={{ p: 1.5, minHeight: 320 }}>
          <Paper elevation={0} sx={{ p: 1.5, borderRadius: 3, bgcolor: 'background.paper' }}>
            {body.trim() ? (
              <BodyText body={body} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('rcs.preview.empty')}
              </Typography>
            )}
            {kind === 'TEXT' ? <PreviewButtons buttons={buttons} /> : null}
          </Paper>
          {kind === 'IMAGE' && cards.length > 0 ? (
            <Stack direction="row" spacing={1} sx={{ mt: 1, overflowX: 'auto', pb: 0.5 }}>
              {cards.map((card, index) => (
                <CardPreview key={index} card={card} />
              ))}
            </Stack>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
