// The address-book group list and its query keys are shared with every send screen (@console/send-kit).
export {
  addressBooksKey,
  addressGroupsQueryKey,
  getAddressGroups,
  useAddressGroups,
} from '@console/send-kit/recipients/address-groups';
