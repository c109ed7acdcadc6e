import { alpha, Avatar, Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { VARIABLE_PATTERN } from '@console/contracts/message-limits';
import type { RcsButtonInput, RcsTemplateKind } from '@console/contracts/rcs';
import { useTeamSeq } from '@console/platform/hooks';
import { PhoneFrame } from '@console/send-kit/preview/phone-frame';
import { useRcsImageUrl } from './use-rcs-image-url';

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
  /** The figure's accessible name; the visible caption too unless `caption` is false. */
  label?: string;
  caption?: boolean;
  /** Mark #{variables} where each recipient's values go (template screens); a send shows the text as typed. */
  markVariables?: boolean;
  /** With fallback on (a send): the text and the type recipients without RCS get instead. */
  fallback?: { text: string; type: string } | null;
}

/** The body with its #{variables} marked, as the recipient would see where their values go. */
function BodyText({ body }: { body: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of body.matchAll(new RegExp(VARIABLE_PATTERN.source, 'g'))) {
    parts.push(body.slice(last, match.index));
    parts.push(
      <Box
        key={match.index}
        component="span"
        // A light wash of the warning colour: the body's dark text keeps its contrast on it.
        sx={{ bgcolor: (theme) => alpha(theme.palette.warning.main, 0.16), borderRadius: 0.5, px: 0.25 }}
      >
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

/**
 * The RCS message as a phone shows it, on the template screens and on the send screen: the brand on
 * top, the bubble with its buttons (text) or the image cards with theirs, then any fallback text.
 */
export function RcsPhonePreview({
  brandName,
  logoImageSeq,
  kind,
  body,
  buttons,
  cards,
  label,
  caption = true,
  markVariables = true,
  fallback = null,
}: RcsPhonePreviewProps) {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const logo = useRcsImageUrl(teamSeq, logoImageSeq);
  const name = brandName || t('rcs.preview.brandFallback');
  const title = label ?? t('rcs.preview.title');
  return (
    <PhoneFrame
      label={title}
      caption={caption ? title : undefined}
      minHeight={420}
      header={
        <Stack direction="row" spacing={1} alignItems="center">
          <Avatar src={logo ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 14 }}>
            {name.slice(0, 1)}
          </Avatar>
          <Typography variant="subtitle2" noWrap data-testid="rcs-preview-brand">
            {name}
          </Typography>
        </Stack>
      }
    >
      <Paper elevation={0} sx={{ p: 1.5, borderRadius: 3, bgcolor: 'background.paper' }}>
        {!body.trim() ? (
          <Typography variant="body2" color="text.secondary">
            {t('rcs.preview.empty')}
          </Typography>
        ) : markVariables ? (
          <BodyText body={body} />
        ) : (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {body}
          </Typography>
        )}
        {kind === 'TEXT' ? <PreviewButtons buttons={buttons} /> : null}
      </Paper>
      {kind === 'IMAGE' && cards.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 0.5 }}>
          {cards.map((card, index) => (
            <CardPreview key={index} card={card} />
          ))}
        </Stack>
      ) : null}
      {fallback ? (
        <Box sx={{ mt: 'auto' }}>
          <Typography variant="caption" color="text.secondary">
            {t('rcs.preview.fallback', { type: fallback.type })}
          </Typography>
          <Paper elevation={0} sx={{ p: 1.5, borderRadius: 3, bgcolor: 'grey.200' }}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {fallback.text || t('rcs.preview.empty')}
            </Typography>
          </Paper>
        </Box>
      ) : null}
    </PhoneFrame>
  );
}
