import { useTranslation } from 'react-i18next';
import { KAKAO_LIMITS, type AlimtalkButtonType } from '@console/contracts/kakao';
import { KakaoButtonsEditor } from './kakao-buttons-editor';

export interface AlimtalkButtonsEditorProps {
  name: 'buttons' | 'quickReplies';
  /** The types this list takes (quick replies take neither DS nor AC). */
  types: readonly AlimtalkButtonType[];
  max: number;
  /** "버튼" or "바로 연결": names each field with its number ("버튼 1 이름"). */
  itemLabel: string;
  addLabel: string;
}

/**
 * Buttons or quick replies of an alimtalk template: the Kakao button editor with alimtalk's name limit
 * (14 characters, no variables), each type's code and what a type without links does.
 */
export function AlimtalkButtonsEditor(props: AlimtalkButtonsEditorProps) {
  const { t } = useTranslation();
  return (
    <KakaoButtonsEditor
      {...props}
      nameMax={KAKAO_LIMITS.buttonNameMax}
      linkHelp={(link) => t(`templates.form.linksHelp.${link}`)}
      typeHelp={(type) => t(`templates.buttonHelp.${type}`)}
      showTypeCode
      acNameHelp={t('templates.form.acName')}
    />
  );
}
