import type { ReactNode } from 'react';
import { Avatar, Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VARIABLE_PATTERN } from '@console/contracts/message-limits';
import {
  CHANNEL_ADD_TEXT,
  type AlimtalkButtonType,
  type AlimtalkEmphasis,
  type AlimtalkMessageType,
} from '@console/contracts/kakao';
import { PhoneFrame } from '@console/send-kit/preview/phone-frame';
import { hasChannelAdd, hasExtra, hasTitle } from './alimtalk-template-values';

/** KakaoTalk's own yellow: the top of every alimtalk bubble. */
const KAKAO_YELLOW = '#FEE500';

/** What the preview draws: the form's values as they would be sent, or a stored template. */
export interface AlimtalkPreviewContent {
  messageType?: AlimtalkMessageType;
  emphasis?: AlimtalkEmphasis;
  title?: string | null;
  subtitle?: string | null;
  items?: { name?: string; description?: string }[];
  content?: string;
  extra?: string | null;
  buttons?: { type?: AlimtalkButtonType; name?: string }[];
  quickReplies?: { type?: AlimtalkButtonType; name?: string }[];
  securityFlag?: boolean;
}

export interface AlimtalkPhonePreviewProps {
  /** The sender profile's channel name (what the chat room is called). */
  channelName: string | null;
  /** The template as it would be sent (forSubmission of the form values, or a stored template). */
  template: AlimtalkPreviewContent;
  /** The emphasis image (an object URL), for IMAGE. */
  imageUrl?: string | null;
  /** Sample values of the #{variables}: a filled one shows its value, an empty one stays marked. */
  samples?: Record<string, string>;
  label?: string;
  /** What the bubble says while there is no content yet. */
  emptyText?: string;
  /** More of the chat room under the bubble (the send screen's fallback SMS). */
  children?: ReactNode;
}

/** Text with each #{variable} replaced by its sample value, or marked where each recipient's value goes. */
function Filled({ text, samples }: { text: string; samples: Record<string, string> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(VARIABLE_PATTERN.source, 'g'))) {
    const index = match.index ?? 0;
    parts.push(text.slice(last, index));
    const sample = samples[match[1] ?? ''];
    parts.push(
      sample ? (
        <Box key={index} component="span" sx={{ bgcolor: 'rgba(254, 229, 0, 0.45)', borderRadius: 0.5 }}>
          {sample}
        </Box>
      ) : (
        <Box key={index} component="span" sx={{ color: 'info.dark', fontWeight: 600 }}>
          {match[0]}
        </Box>
      ),
    );
    last = index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/**
 * The alimtalk as KakaoTalk shows it in the chat room of the channel: the yellow "알림톡 도착" top,
 * the emphasis (title, image or item list), the content, the extra line, the channel-add line of AD
 * and MI templates, the buttons, then the quick replies under the bubble. The template screens draw a
 * template with sample values; the send screens a recipient's filled message (and its fallback under it).
 */
export function AlimtalkPhonePreview({
  channelName,
  template,
  imageUrl = null,
  samples = {},
  label,
  emptyText,
  children,
}: AlimtalkPhonePreviewProps) {
  const { t } = useTranslation();
  const title = label ?? t('kakaoPreview.alimtalk.title');
  const name = channelName || t('kakaoPreview.channelFallback');
  const emphasis = template.emphasis ?? 'NONE';
  const content = template.content ?? '';
  const buttons = template.buttons ?? [];
  const quickReplies = template.quickReplies ?? [];
  const items = template.items ?? [];

  return (
    <PhoneFrame
      label={title}
      caption={title}
      minHeight={520}
      header={
        <Stack direction="row" spacing={1} alignItems="center">
          <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: KAKAO_YELLOW, color: 'grey.900' }}>
            {name.slice(0, 1)}
          </Avatar>
          <Typography variant="subtitle2" noWrap data-testid="alimtalk-preview-channel">
            {name}
          </Typography>
        </Stack>
      }
    >
      <Box sx={{ bgcolor: '#B2C7DA', mx: -1.5, my: -1.5, p: 1.5, flex: 1 }}>
        <Typography variant="caption" sx={{ color: 'grey.800' }}>
          {name}
        </Typography>
        <Box
          sx={{ mt: 0.5, width: 236, borderRadius: 2, overflow: 'hidden', bgcolor: 'common.white', boxShadow: 1 }}
          data-testid="alimtalk-bubble"
        >
          <Box sx={{ bgcolor: KAKAO_YELLOW, px: 1.5, py: 1 }}>
            <Typography variant="body2" fontWeight={700} sx={{ color: 'grey.900' }}>
              {t('kakaoPreview.alimtalk.arrived')}
            </Typography>
          </Box>
          {emphasis === 'IMAGE' ? (
            imageUrl ? (
              <Box
                component="img"
                src={imageUrl}
                alt=""
                sx={{ width: '100%', aspectRatio: '2 / 1', display: 'block' }}
              />
            ) : (
              <Box
                sx={{
                  aspectRatio: '2 / 1',
                  bgcolor: 'grey.200',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'text.secondary',
                  fontSize: 12,
                }}
              >
                {t('kakaoPreview.alimtalk.noImage')}
              </Box>
            )
          ) : null}
          <Box sx={{ px: 1.5, py: 1.25 }}>
            {hasTitle(emphasis) && (template.title || template.subtitle) ? (
              <Box sx={{ pb: 1, mb: 1, borderBottom: 1, borderColor: 'divider' }}>
                {template.subtitle ? (
                  <Typography variant="caption" color="text.secondary" component="p">
                    <Filled text={template.subtitle} samples={samples} />
                  </Typography>
                ) : null}
                {template.title ? (
                  <Typography sx={{ fontSize: 20, fontWeight: 700, lineHeight: 1.3, wordBreak: 'break-word' }}>
                    <Filled text={template.title} samples={samples} />
                  </Typography>
                ) : null}
              </Box>
            ) : null}
            {emphasis === 'ITEM_LIST' && items.length > 0 ? (
              <Box component="dl" sx={{ m: 0, mb: 1, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
                {items.map((item, index) => (
                  <Stack key={index} direction="row" spacing={1} sx={{ fontSize: 13 }}>
                    <Box component="dt" sx={{ width: 64, flexShrink: 0, color: 'text.secondary' }}>
                      <Filled text={item.name ?? ''} samples={samples} />
                    </Box>
                    <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                      <Filled text={item.description ?? ''} samples={samples} />
                    </Box>
                  </Stack>
                ))}
              </Box>
            ) : null}
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              data-testid="alimtalk-preview-content"
            >
              {content.trim() ? (
                <Filled text={content} samples={samples} />
              ) : (
                (emptyText ?? t('kakaoPreview.alimtalk.empty'))
              )}
            </Typography>
            {hasExtra(template.messageType) && template.extra ? (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                <Filled text={template.extra} samples={samples} />
              </Typography>
            ) : null}
            {hasChannelAdd(template.messageType) ? (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {CHANNEL_ADD_TEXT}
              </Typography>
            ) : null}
            {buttons.length > 0 ? (
              <Stack spacing={0.75} sx={{ mt: 1.25 }}>
                {buttons.map((button, index) => (
                  <Box
                    key={index}
                    sx={{ bgcolor: 'grey.100', borderRadius: 1, py: 0.75, textAlign: 'center', fontSize: 13 }}
                  >
                    {button.name || t(`kakaoPreview.buttonTypes.${button.type ?? 'WL'}`)}
                  </Box>
                ))}
              </Stack>
            ) : null}
          </Box>
        </Box>
        {quickReplies.length > 0 ? (
          <Stack
            direction="row"
            sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}
            aria-label={t('kakaoPreview.alimtalk.quickReplies')}
          >
            {quickReplies.map((reply, index) => (
              <Box
                key={index}
                sx={{
                  bgcolor: 'common.white',
                  borderRadius: 4,
                  px: 1.25,
                  py: 0.25,
                  fontSize: 12,
                  border: 1,
                  borderColor: 'grey.300',
                }}
              >
                {reply.name || t(`kakaoPreview.buttonTypes.${reply.type ?? 'WL'}`)}
              </Box>
            ))}
          </Stack>
        ) : null}
        {template.securityFlag ? (
          <Typography variant="caption" component="p" sx={{ mt: 1, color: 'grey.800' }}>
            {t('kakaoPreview.alimtalk.security')}
          </Typography>
        ) : null}
        {children}
      </Box>
    </PhoneFrame>
  );
}
