/**
 * The file name of an export (SPEC 3 exportTitle) from a Content-Disposition header. Prefers the
 * RFC 5987 form `filename*=UTF-8''...` that carries Korean names, then the plain `filename="..."`.
 */
export function exportTitleFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // malformed percent-encoding: fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return value ? value.trim() : null;
}
