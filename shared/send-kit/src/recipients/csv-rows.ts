/**
 * Rows of a CSV text (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks), also
 * tab-separated text. A leading BOM is dropped; blank lines are skipped.
 */
export function csvRows(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const separator = !source.includes(',') && source.includes('\t') ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    if (row.some((value) => value.trim() !== '')) rows.push(row.map((value) => value.trim()));
    row = [];
    cell = '';
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
