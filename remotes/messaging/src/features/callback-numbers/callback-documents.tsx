import { Button, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CallbackDocument } from '@console/contracts/messaging';
import { isApiError } from '@console/platform/api-error';
import { useApi, useUi } from '@console/platform/hooks';
import { saveFile } from '@console/ui/export-button';
import { formatDateTime } from '@console/ui/format';

/** The documents of a registration, newest first, each downloadable. */
export function CallbackDocuments({ seq, documents }: { seq: number; documents: CallbackDocument[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const ui = useUi();
  const download = async (document: CallbackDocument) => {
    try {
      const file = await api.download(`/api/team/callback-numbers/${seq}/documents/${document.seq}`, { silent: true });
      saveFile(file.blob, file.exportTitle ?? document.fileName);
    } catch (error) {
      await ui.alert({ title: t('optOuts.failed'), message: isApiError(error) ? error.message : String(error) });
    }
  };
  return (
    <List dense aria-label={t('callbackDetail.documents')}>
      {documents.map((document) => (
        <ListItem
          key={document.seq}
          secondaryAction={
            <Button
              size="small"
              onClick={() => void download(document)}
              aria-label={t('callbackDetail.downloadOf', { name: document.fileName })}
            >
              {t('callbackDetail.download')}
            </Button>
          }
        >
          <ListItemText
            primary={`${t(`callbackForm.kinds.${document.kind}`)} · ${document.fileName}`}
            secondary={`${formatDateTime(document.uploadedAt)} · ${Math.max(1, Math.round(document.size / 1024)).toLocaleString('ko-KR')} KB`}
          />
        </ListItem>
      ))}
    </List>
  );
}
