import type { AddressGroup, Contact } from '@console/contracts/address-books';

export const group = (overrides: Partial<AddressGroup> = {}): AddressGroup => ({
  seq: 11,
  name: 'VIP 고객',
  description: '',
  contactCount: 2,
  createdAt: '2026-11-20T05:05:00.000Z',
  ...overrides,
});

export const contact = (overrides: Partial<Contact> = {}): Contact => ({
  seq: 101,
  groupSeq: 11,
  groupName: 'VIP 고객',
  name: '김하늘',
  phone: '01012345678',
  email: 'haneul.kim@customer.example',
  fields: [{ key: '등급', value: '골드' }],
  memo: '',
  updatedAt: '2026-11-20T05:05:00.000Z',
  ...overrides,
});
