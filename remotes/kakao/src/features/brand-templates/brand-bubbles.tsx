import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AlimtalkButtonType, BrandMessageType } from '@console/contracts/kakao';
import { AdMarked, Bubble, BubbleText, MarkedText, PreviewButtons, PreviewImage } from './brand-preview-parts';

type PreviewButton = { type?: AlimtalkButtonType; name?: string };

/** What the preview draws: the form's values as they would be sent, or a stored template. */
export interface BrandPreviewContent {
  type?: BrandMessageType;
  content?: string;
  imageSeq?: number | null;
  header?: string | null;
  items?: { title?: string; imageSeq?: number }[];
  cards?: { header?: string; message?: string; imageSeq?: number; buttons?: PreviewButton[] }[];
  buttons?: PreviewButton[];
}

/** Bubble widths inside the 256 px chat area: a text bubble leaves room for the profile, wide ones do not. */
const TEXT_WIDTH = 214;
const WIDE_WIDTH = 240;
const CARD_WIDTH = 188;

/** One brand message as KakaoTalk draws its bubble type, each text passed through `fill`. */
export function BrandBubble({ message, fill }: { message: BrandPreviewContent; fill(text: string): string }) {
  const { t } = useTranslation();
  const type = message.type ?? 'TEXT';
  const content = fill(message.content ?? '');
  const body = content.trim() ? <AdMarked text={content} /> : t('brandPreview.emptyContent');
  const buttons = message.buttons ?? [];

  if (type === 'TEXT' || type === 'IMAGE')
    return (
      <Bubble width={TEXT_WIDTH} testId="brand-bubble">
        {type === 'IMAGE' ? (
          <PreviewImage seq={message.imageSeq} ratio="1 / 1" label={t('brandPreview.image')} />
        ) : null}
        <BubbleText testId="brand-preview-content">{body}</BubbleText>
        <PreviewButtons buttons={buttons} row={false} />
      </Bubble>
    );

  if (type === 'WIDE')
    return (
      <Bubble width={WIDE_WIDTH} testId="brand-bubble">
        <PreviewImage seq={message.imageSeq} ratio="2 / 1" label={t('brandPreview.wideImage')} />
        <BubbleText testId="brand-preview-content">{body}</BubbleText>
        <PreviewButtons buttons={buttons} row />
      </Bubble>
    );

  if (type === 'WIDE_ITEM_LIST') {
    const [first, ...rest] = message.items ?? [];
    const header = fill(message.header ?? '');
    return (
      <Bubble width={WIDE_WIDTH} testId="brand-bubble">
        <BubbleText testId="brand-preview-header">
          <Box component="span" sx={{ fontWeight: 700 }}>
            {header.trim() ? <AdMarked text={header} /> : t('brandPreview.emptyHeader')}
          </Box>
        </BubbleText>
        {first ? (
          <Box sx={{ position: 'relative' }}>
            <PreviewImage seq={first.imageSeq} ratio="2 / 1" label={t('brandPreview.itemImage')} />
            <Typography
              variant="body2"
              fontWeight={700}
              sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, px: 1.25, py: 0.5, color: 'common.white' }}
              style={{ background: 'linear-gradient(transparent, rgba(0,0,0,0.55))' }}
            >
              <MarkedText text={fill(first.title ?? '')} />
            </Typography>
          </Box>
        ) : null}
        {rest.map((item, index) => (
          <Stack
            key={index}
            direction="row"
            spacing={1}
            alignItems="center"
            sx={{ px: 1.25, py: 0.75, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
              <MarkedText text={fill(item.title ?? '')} />
            </Typography>
            <Box sx={{ width: 40, flexShrink: 0, borderRadius: 0.5, overflow: 'hidden' }}>
              <PreviewImage seq={item.imageSeq} ratio="1 / 1" label={t('brandPreview.itemThumb')} small />
            </Box>
          </Stack>
        ))}
        <Box sx={{ pt: 1 }}>
          <PreviewButtons buttons={buttons} row />
        </Box>
      </Bubble>
    );
  }

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ overflowX: 'auto', pb: 0.5, mr: -1.5 }}
      aria-label={t('brandPreview.cards')}
    >
      {(message.cards ?? []).map((card, index) => {
        const header = fill(card.header ?? '');
        const text = fill(card.message ?? '');
        return (
          <Bubble key={index} width={CARD_WIDTH} testId="brand-card">
            <PreviewImage seq={card.imageSeq} ratio="4 / 3" label={t('brandPreview.cardImage')} />
            <BubbleText>
              <Box component="span" sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
                {header.trim() ? <AdMarked text={header} /> : t('brandPreview.emptyCardHeader')}
              </Box>
              {text.trim() ? <MarkedText text={text} /> : t('brandPreview.emptyCardMessage')}
            </BubbleText>
            <PreviewButtons buttons={card.buttons ?? []} row />
          </Bubble>
        );
      })}
    </Stack>
  );
}
