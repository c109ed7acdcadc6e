import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLBACK_DOCUMENT_MAX_BYTES } from '@console/contracts/messaging';
import type { FileMessages } from './callback-upload';

/** The document checks' messages in the user's language. */
export function useFileMessages(): FileMessages {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      required: (kind) => t('callbackForm.fileRequired', { kind: t(`callbackForm.kinds.${kind}`) }),
      tooLarge: t('callbackForm.fileTooLarge', { mb: CALLBACK_DOCUMENT_MAX_BYTES / 1024 / 1024 }),
      type: t('callbackForm.fileType'),
    }),
    [t],
  );
}
