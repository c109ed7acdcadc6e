import type { ApiClient } from '@console/platform/api-client';
import { parseRecipientFile, type ParsedRecipients } from './parse-recipients';
import { readBlobText } from './read-blob-text';

/**
 * GET /api/team/address-books/:groupSeq/export: a whole group in one streamed CSV (name, number,
 * custom fields), read as a recipient file so its fields become #{variables}. One download instead
 * of a page walk keeps a 100,000-contact group fast.
 */
export async function loadAddressGroup(api: ApiClient, groupSeq: number): Promise<ParsedRecipients> {
  const file = await api.download(`/api/team/address-books/${groupSeq}/export`, { silent: true });
  return parseRecipientFile(await readBlobText(file.blob));
}
