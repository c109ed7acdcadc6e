import type { ReactNode } from 'react';
import { Avatar, Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PhoneFrame } from '@console/send-kit/preview/phone-frame';
import { BrandBubble, type BrandPreviewContent } from './brand-bubbles';

/** KakaoTalk's yellow (the channel's avatar) and the blue of its chat rooms. */
const KAKAO_YELLOW = '#FEE500';
const KAKAO_CHAT_BACKGROUND = '#B2C7DA';

const same = (text: string) => text;

export interface BrandMessagePreviewProps {
  /** The sender profile's channel name (what the chat room is called). */
  channelName: string | null;
  /** The template as it would be sent; null: nothing chosen yet. */
  message: BrandPreviewContent | null;
  /** Each text through the recipient's values (the send page); the form shows the #{variables} as typed. */
  fill?(text: string): string;
  /** Under the frame: whose values fill the preview. */
  note?: string;
  /** Drawn in the chat room under the message (the fallback text of a send). */
  after?: ReactNode;
}

/**
 * A brand message as KakaoTalk shows it in the channel's chat room: the channel's name and avatar, the
 * bubble of its type (text, image, wide, wide list, carousel) marked "(광고)" as Kakao marks every brand
 * message, and Kakao's opt-out line under it.
 */
export function BrandMessagePreview({ channelName, message, fill = same, note, after }: BrandMessagePreviewProps) {
  const { t } = useTranslation();
  const name = channelName || t('kakaoPreview.channelFallback');
  const label = t('brandPreview.label');
  return (
    <Stack spacing={1} sx={{ width: 300, flex: '0 0 auto' }}>
      <PhoneFrame
        label={label}
        caption={label}
        minHeight={540}
        header={
          <Stack direction="row" spacing={1} alignItems="center">
            <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: KAKAO_YELLOW, color: 'grey.900' }}>
              {name.slice(0, 1)}
            </Avatar>
            <Typography variant="subtitle2" noWrap data-testid="brand-preview-channel">
              {name}
            </Typography>
          </Stack>
        }
      >
        {/* The chat room's blue fills the frame's content area edge to edge. */}
        <Box
          sx={{
            bgcolor: KAKAO_CHAT_BACKGROUND,
            m: -1.5,
            p: 1.5,
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            gap: 0.75,
            minWidth: 0,
          }}
        >
          {message ? (
            <>
              <Typography variant="caption" sx={{ color: 'grey.800' }}>
                {name}
              </Typography>
              <BrandBubble message={message} fill={fill} />
              <Typography variant="caption" sx={{ color: 'grey.800' }} data-testid="brand-preview-opt-out">
                {t('brandPreview.optOut')}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('brandPreview.empty')}
            </Typography>
          )}
          {after}
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
