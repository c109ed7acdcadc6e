import { useCallback, useState } from 'react';

/** Local previews of images chosen in this form, by image seq (shown before the stored copy loads). */
export type LocalImages = Record<number, string>;

/** The local previews of a form's chosen images, for its cards editor and its phone preview. */
export function useLocalImages() {
  const [localImages, setLocalImages] = useState<LocalImages>({});
  const onUploaded = useCallback((seq: number, url: string | null) => {
    if (url) setLocalImages((all) => ({ ...all, [seq]: url }));
  }, []);
  return { localImages, onUploaded };
}
