import { useTranslation } from 'react-i18next';
import { KakaoButtonsEditor, type KakaoButtonsPath } from '../alimtalk-templates/kakao-buttons-editor';
import { BRAND_BUTTON_TYPES } from './brand-template-values';

export interface BrandButtonsEditorProps {
  /** The bubble's buttons, or one carousel card's. */
  name: Extract<KakaoButtonsPath, 'buttons' | `cards.${number}.buttons`>;
  max: number;
  /** The name limit of the bubble type (14 for text and image, 8 for the others). */
  nameMax: number;
  /** "버튼" or "카드 2 버튼": names each field with its number ("버튼 1 이름"). */
  itemLabel: string;
}

/**
 * Buttons of a brand message: the Kakao button editor without delivery tracking, the name counted
 * against the bubble type's limit while it is typed.
 */
export function BrandButtonsEditor({ itemLabel, ...props }: BrandButtonsEditorProps) {
  const { t } = useTranslation();
  return (
    <KakaoButtonsEditor
      {...props}
      types={BRAND_BUTTON_TYPES}
      itemLabel={itemLabel}
      addLabel={t('brandTemplates.form.addButton', { label: itemLabel })}
      linkHelp={(link) => t(`brandTemplates.form.linksHelp.${link}`)}
      markOverLimit
    />
  );
}
