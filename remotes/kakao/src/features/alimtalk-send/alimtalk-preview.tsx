import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AlimtalkButton, AlimtalkItem, AlimtalkTemplate } from '@console/contracts/kakao';
import type { MessageType } from '@console/contracts/message-limits';
import { PhoneFrame } from '@console/send-kit/preview/phone-frame';

/** KakaoTalk's own colours: the yellow of an alimtalk's header and the blue of a chat room. */
const KAKAO_YELLOW = '#FEE500';
const KAKAO_CHAT_BACKGROUND = '#BACEE0';

/** What one recipient's alimtalk shows: the template's parts with that recipient's values filled in. */
export interface AlimtalkMessage {
  title: string | null;
  subtitle: string | null;
  content: string;
  items: AlimtalkItem[];
  extra: string | null;
  buttons: AlimtalkButton[];
}

/** A template as a recipient sees it, each text passed through `fill` (the recipient's values). */
export const alimtalkMessageOf = (template: AlimtalkTemplate, fill: (text: string) => string): AlimtalkMessage => {
  const emphasized = template.emphasis === 'TEXT' || template.emphasis === 'ITEM_LIST';
  return {
    title: emphasized && template.title ? fill(template.title) : null,
    subtitle: emphasized && template.subtitle ? fill(template.subtitle) : null,
    content: fill(template.content),
    items: template.items.map((item) => ({ name: item.name, description: fill(item.description) })),
    extra: template.extra ? fill(template.extra) : null,
    buttons: template.buttons,
  };
};

export interface AlimtalkPreviewProps {
  /** The sender profile's channel name, on top as KakaoTalk shows it. */
  channelName: string | null;
  message: AlimtalkMessage | null;
  /** Under the frame: whose values fill the preview. */
  note?: string;
  /** The SMS/LMS a failed recipient gets instead, when fallback is on. */
  fallback: { text: string; type: MessageType } | null;
}

/** The alimtalk as KakaoTalk draws it: the channel on top, a bubble with a yellow header, title, text and buttons. */
export function AlimtalkPreview({ channelName, message, note, fallback }: AlimtalkPreviewProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ width: 300, flex: '0 0 auto' }}>
      <PhoneFrame
        label={t('alimtalkSend.preview.label')}
        header={
          <Typography variant="subtitle2" align="center" data-testid="alimtalk-preview-channel">
            {channelName ?? '-'}
          </Typography>
        }
      >
        {/* The chat room's blue fills the frame's content area edge to edge. */}
        <Box
          sx={{
            m: -1.5,
            p: 1.5,
            flex: 1,
            bgcolor: KAKAO_CHAT_BACKGROUND,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
          }}
        >
          {message ? (
            <AlimtalkBubble message={message} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('alimtalkSend.preview.empty')}
            </Typography>
          )}
          {fallback ? (
            <Box>
              <Typography variant="caption" component="p" color="text.secondary">
                {t('alimtalkSend.preview.fallback', { type: fallback.type })}
              </Typography>
              <Paper
                elevation={0}
                sx={{ p: 1, borderRadius: 2, maxWidth: '90%', bgcolor: 'grey.50', overflowWrap: 'anywhere' }}
              >
                <Typography variant="caption" component="p" sx={{ whiteSpace: 'pre-wrap' }}>
                  {fallback.text}
                </Typography>
              </Paper>
            </Box>
          ) : null}
        </Box>
      </PhoneFrame>
      {note ? (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Stack>
  );
}

function AlimtalkBubble({ message }: { message: AlimtalkMessage }) {
  const { t } = useTranslation();
  return (
    <Paper elevation={0} sx={{ borderRadius: 2, overflow: 'hidden', maxWidth: '92%' }} data-testid="alimtalk-bubble">
      <Box sx={{ bgcolor: KAKAO_YELLOW, px: 1.5, py: 0.75 }}>
        <Typography variant="caption" fontWeight={700}>
          {t('alimtalkSend.preview.arrived')}
        </Typography>
      </Box>
      <Box sx={{ p: 1.5, overflowWrap: 'anywhere' }}>
        {message.title ? (
          <Box sx={{ mb: 1 }}>
            {message.subtitle ? (
              <Typography variant="caption" color="text.secondary">
                {message.subtitle}
              </Typography>
            ) : null}
            <Typography variant="h6" fontWeight={700}>
              {message.title}
            </Typography>
            <Divider sx={{ mt: 1 }} />
          </Box>
        ) : null}
        {message.items.length > 0 ? (
          <Box sx={{ mb: 1 }}>
            {message.items.map((item, index) => (
              <Stack key={index} direction="row" spacing={1}>
                <Typography variant="caption" color="text.secondary" sx={{ minWidth: 56 }}>
                  {item.name}
                </Typography>
                <Typography variant="caption">{item.description}</Typography>
              </Stack>
            ))}
          </Box>
        ) : null}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {message.content}
        </Typography>
        {message.extra ? (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
            {message.extra}
          </Typography>
        ) : null}
        {message.buttons.length > 0 ? (
          <Stack spacing={0.5} sx={{ mt: 1.5 }}>
            {message.buttons.map((button, index) => (
              <Box
                key={index}
                sx={{ bgcolor: 'grey.100', borderRadius: 1, py: 0.75, textAlign: 'center', typography: 'body2' }}
              >
                {button.name}
              </Box>
            ))}
          </Stack>
        ) : null}
      </Box>
    </Paper>
  );
}
