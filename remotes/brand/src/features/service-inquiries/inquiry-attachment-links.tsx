import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InquiryAttachment } from '@console/contracts/inquiries';
import { useApi, useUi } from '@console/platform/hooks';
import { saveFile } from '@console/ui/export-button';
import { fileSizeText } from './file-size-text';

/** A message's files as download buttons (the download needs the bearer token, so no plain link). */
export function InquiryAttachmentLinks({
  inquirySeq,
  attachments,
}: {
  inquirySeq: number;
  attachments: InquiryAttachment[];
}) {
  const { t } = useTranslation();
  const api = useApi();
  const ui = useUi();
  const [busy, setBusy] = useState<number | null>(null);
  if (attachments.length === 0) return null;

  const download = async (attachment: InquiryAttachment) => {
    setBusy(attachment.id);
    try {
      const file = await api.download(`/api/inquiries/${inquirySeq}/attachments/${attachment.id}`, { silent: true });
      saveFile(file.blob, file.exportTitle ?? attachment.fileName);
    } catch {
      ui.toast(t('serviceInquiry.detail.downloadFailed'), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" aria-label={t('serviceInquiry.detail.attachmentsOf')}>
      {attachments.map((attachment) => (
        <Button
          key={attachment.id}
          size="small"
          variant="outlined"
          disabled={busy === attachment.id}
          aria-label={t('serviceInquiry.detail.download', { name: attachment.fileName })}
          onClick={() => void download(attachment)}
          sx={{ textTransform: 'none', maxWidth: '100%', wordBreak: 'break-all' }}
        >
          {attachment.fileName} ({fileSizeText(t, attachment.bytes)})
        </Button>
      ))}
    </Stack>
  );
}
