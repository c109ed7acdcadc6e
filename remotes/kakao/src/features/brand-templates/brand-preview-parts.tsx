import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ADVERTISING_PREFIX, VARIABLE_PATTERN } from '@console/contracts/message-limits';
import type { AlimtalkButtonType } from '@console/contracts/kakao';
import { useTeamSeq } from '@console/platform/hooks';
import { useKakaoImageContentUrl } from '../kakao-images/get-kakao-image-content';

/** Text with each #{variable} still unfilled marked where every recipient's own value goes. */
export function MarkedText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(VARIABLE_PATTERN.source, 'g'))) {
    const index = match.index ?? 0;
    parts.push(text.slice(last, index));
    parts.push(
      <Box key={index} component="span" sx={{ color: 'info.dark', fontWeight: 600 }}>
        {match[0]}
      </Box>,
    );
    last = index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/**
 * Kakao marks every brand message as advertising: "(광고)" in front of its first line. A text the
 * sender already started with the mark is not marked twice.
 */
export function AdMarked({ text }: { text: string }) {
  const marked = text.trimStart().startsWith(ADVERTISING_PREFIX);
  return (
    <>
      {marked ? null : (
        <Box component="span" sx={{ fontWeight: 700 }} data-testid="brand-preview-ad-mark">
          {`${ADVERTISING_PREFIX} `}
        </Box>
      )}
      <MarkedText text={text} />
    </>
  );
}

interface PreviewImageProps {
  seq: number | null | undefined;
  ratio: string;
  label: string;
  /** A small box (a thumbnail): the grey placeholder keeps its label for screen readers only. */
  small?: boolean;
}

/** A stored image of the template (loaded through the api client) or a grey box saying what goes there. */
export function PreviewImage({ seq, ratio, label, small = false }: PreviewImageProps) {
  if (typeof seq === 'number' && seq > 0) return <StoredImage seq={seq} ratio={ratio} label={label} small={small} />;
  return <ImagePlaceholder ratio={ratio} label={label} small={small} />;
}

function StoredImage({ seq, ratio, label, small }: PreviewImageProps & { seq: number }) {
  const teamSeq = useTeamSeq();
  const { url } = useKakaoImageContentUrl(teamSeq, seq);
  if (!url) return <ImagePlaceholder ratio={ratio} label={label} small={small} />;
  return (
    <Box
      component="img"
      src={url}
      alt={label}
      sx={{ width: '100%', aspectRatio: ratio, objectFit: 'cover', display: 'block' }}
    />
  );
}

function ImagePlaceholder({ ratio, label, small }: Omit<PreviewImageProps, 'seq'>) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        width: '100%',
        aspectRatio: ratio,
        bgcolor: 'grey.200',
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
        fontSize: 12,
      }}
    >
      {small ? null : label}
    </Box>
  );
}

/** Buttons as Kakao lays them out: stacked in a text bubble, side by side in wide bubbles and cards. */
export function PreviewButtons({
  buttons,
  row,
}: {
  buttons: { type?: AlimtalkButtonType; name?: string }[];
  row: boolean;
}) {
  const { t } = useTranslation();
  if (buttons.length === 0) return null;
  return (
    <Stack direction={row ? 'row' : 'column'} spacing={0.5} sx={{ px: 1.25, pb: 1.25 }}>
      {buttons.map((button, index) => (
        <Box
          key={index}
          sx={{
            flex: 1,
            minWidth: 0,
            bgcolor: 'grey.100',
            borderRadius: 1,
            py: 0.75,
            px: 0.5,
            textAlign: 'center',
            fontSize: 13,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {button.name || t(`kakaoPreview.buttonTypes.${button.type ?? 'WL'}`)}
        </Box>
      ))}
    </Stack>
  );
}

/** The white rounded bubble of a chat message. */
export function Bubble({ width, children, testId }: { width: number; children: React.ReactNode; testId?: string }) {
  return (
    <Box
      sx={{ width, flexShrink: 0, borderRadius: 2, overflow: 'hidden', bgcolor: 'common.white', boxShadow: 1 }}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

/** A bubble's text block. */
export function BubbleText({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <Typography
      variant="body2"
      component="div"
      sx={{ px: 1.25, py: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      data-testid={testId}
    >
      {children}
    </Typography>
  );
}
