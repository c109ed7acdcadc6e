import { CmsRegistrationInput } from '@console/contracts/billing';
import { useContractForm } from '../../forms/use-contract-form';

/** Everything the popup asks, as typed. */
export interface CmsValues {
  bankCode: string;
  accountNumber: string;
  holderName: string;
  holderId: string;
  phone: string;
  /** "1".."28", "" until chosen. */
  withdrawalDay: string;
  consent: boolean;
  makeDefault: boolean;
}

const EMPTY: CmsValues = {
  bankCode: '',
  accountNumber: '',
  holderName: '',
  holderId: '',
  phone: '',
  withdrawalDay: '',
  consent: false,
  makeDefault: true,
};

/** Step 1: the account and who holds it (checked with the bank), and the phone kept with the consent. */
export const CmsAccountStep = CmsRegistrationInput.pick({
  bankCode: true,
  accountNumber: true,
  holderName: true,
  holderId: true,
  phone: true,
});

/** The popup's one form across its steps, checked by the contract's CmsRegistrationInput. */
export function useCmsForm(checkToken: string) {
  return useContractForm<CmsValues, CmsRegistrationInput>(EMPTY, {
    schema: CmsRegistrationInput,
    toInput: (v) => ({
      ...v,
      checkToken,
      withdrawalDay: v.withdrawalDay === '' ? 0 : Number(v.withdrawalDay),
    }),
  });
}

export type CmsForm = ReturnType<typeof useCmsForm>;
