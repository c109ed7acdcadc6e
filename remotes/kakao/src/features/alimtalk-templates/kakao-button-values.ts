import { AC_BUTTON_NAME, type AlimtalkButtonInput, type AlimtalkButtonType } from '@console/contracts/kakao';

export type ButtonLink = 'linkMobile' | 'linkPc' | 'schemeAndroid' | 'schemeIos';

/**
 * The link fields each Kakao button type asks for (the others take none): alimtalk and brand-message
 * buttons are the same buttons.
 */
export const BUTTON_LINKS: Record<AlimtalkButtonType, ButtonLink[]> = {
  WL: ['linkMobile', 'linkPc'],
  AL: ['schemeAndroid', 'schemeIos'],
  DS: [],
  BK: [],
  MD: [],
  AC: [],
  BC: [],
  BT: [],
};

/** What was typed, or undefined for nothing but blanks (an optional field left empty is not sent). */
export const filledText = (value: string | null | undefined): string | undefined =>
  value && value.trim() ? value : undefined;

/** A stored button as form values: every link field present, so its inputs stay controlled. */
export function withEveryLink(button: AlimtalkButtonInput): AlimtalkButtonInput {
  return {
    type: button.type,
    name: button.name ?? '',
    linkMobile: button.linkMobile ?? '',
    linkPc: button.linkPc ?? '',
    schemeAndroid: button.schemeAndroid ?? '',
    schemeIos: button.schemeIos ?? '',
  };
}

/** A button with only the links its type takes; an add-channel (AC) button always carries Kakao's fixed name. */
export function cleanButton(button: AlimtalkButtonInput): AlimtalkButtonInput {
  const type = button.type ?? 'WL';
  const cleaned: AlimtalkButtonInput = { type, name: type === 'AC' ? AC_BUTTON_NAME : (button.name ?? '') };
  for (const link of BUTTON_LINKS[type] ?? []) {
    const value = filledText(button[link]);
    if (value) cleaned[link] = value;
  }
  return cleaned;
}
