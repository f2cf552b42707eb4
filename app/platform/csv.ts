/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF lines, fields quoted when needed, and a
 * UTF-8 byte-order mark so Excel shows accents. Cells that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) get a leading apostrophe (formula injection).
 * French-Canadian Excel splits lines on ";" too: every piece after a ";" that would start a
 * formula is neutralised the same way (`x;=1+1;`).
 */
export const UTF8_BOM = "\uFEFF";

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string") text = text.replace(/(^|;)(\s*)(?=[=+\-@\t\r])/g, "$1$2'");
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvCell).join(",");
}

/** A whole document: BOM, header line, rows, each line ending with CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return UTF8_BOM + [header, ...rows].map((r) => `${csvLine(r)}\r\n`).join("");
}
