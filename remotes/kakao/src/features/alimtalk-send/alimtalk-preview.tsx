import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AlimtalkTemplate } from '@console/contracts/kakao';
import type { MessageType } from '@console/contracts/message-limits';
import { useTeamSeq } from '@console/platform/hooks';
import { AlimtalkPhonePreview, type AlimtalkPreviewContent } from '../alimtalk-templates/alimtalk-phone-preview';
import { useKakaoImageUrl } from '../alimtalk-templates/use-kakao-image-url';

/** What one recipient's alimtalk shows: the template's parts with that recipient's values filled in. */
export type AlimtalkMessage = AlimtalkPreviewContent & { imageSeq?: number | null };

/** A template as a recipient sees it, each text passed through `fill` (the recipient's values). */
export const alimtalkMessageOf = (template: AlimtalkTemplate, fill: (text: string) => string): AlimtalkMessage => ({
  messageType: template.messageType,
  emphasis: template.emphasis,
  title: template.title ? fill(template.title) : null,
  subtitle: template.subtitle ? fill(template.subtitle) : null,
  content: fill(template.content),
  items: template.items.map((item) => ({ name: item.name, description: fill(item.description) })),
  extra: template.extra ? fill(template.extra) : null,
  buttons: template.buttons,
  quickReplies: template.quickReplies,
  securityFlag: template.securityFlag,
  imageSeq: template.imageSeq,
});

export interface AlimtalkPreviewProps {
  /** The sender profile's channel name, on top as KakaoTalk shows it. */
  channelName: string | null;
  message: AlimtalkMessage | null;
  /** Under the frame: whose values fill the preview. */
  note?: string;
  /** The SMS/LMS a failed recipient gets instead, when fallback is on. */
  fallback: { text: string; type: MessageType } | null;
}

/**
 * The send screens' preview: the template screens' KakaoTalk drawing (one component for both) of the
 * first recipient's filled message, with the fallback SMS/LMS under it.
 */
export function AlimtalkPreview({ channelName, message, note, fallback }: AlimtalkPreviewProps) {
  const { t } = useTranslation();
  const imageUrl = useKakaoImageUrl(useTeamSeq(), message?.emphasis === 'IMAGE' ? message.imageSeq : null);
  return (
    <Stack spacing={1} sx={{ width: 300, flex: '0 0 auto' }}>
      <AlimtalkPhonePreview
        channelName={channelName}
        template={message ?? {}}
        imageUrl={imageUrl}
        label={t('alimtalkSend.preview.label')}
        emptyText={t('alimtalkSend.preview.empty')}
      >
        {fallback ? (
          <Box sx={{ mt: 1.5 }}>
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
      </AlimtalkPhonePreview>
      {note ? (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Stack>
  );
}
