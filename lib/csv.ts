/** CSV files for Excel in Portuguese (the desk's export). Pure. */

/**
 * Semicolon: Excel splits a CSV on the list separator of the system's region, and in pt-BR that is
 * ';' because ',' is the decimal separator (R$ 1.230,50). A comma-separated file opens as one column.
 */
export const CSV_SEPARATOR = ';';
/** Byte order mark: without it Excel reads the file as Windows-1252 and garbles the accents. */
export const CSV_BOM = '\uFEFF';

/**
 * One cell: a text that a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe (OWASP "CSV injection"); a cell with the separator, a quote or a line break is quoted,
 * its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file: BOM, one line per row (CRLF), cells separated by ';'. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}
