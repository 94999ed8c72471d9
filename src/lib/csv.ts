// CSV for downloads that people open in a spreadsheet (decision 053). Every export goes through
// these two functions, so no cell can be read as a formula, whoever wrote the value: a visitor's
// text, a staff member's, or one the server made (a visitor id can start with "-").

/** What a cell may hold; a list becomes its items separated by spaces. */
export type CsvValue = string | number | boolean | null | undefined | readonly string[];

/**
 * A spreadsheet runs a cell as a formula when its first character, after any spaces, is one of
 * these; a tab or carriage return first is also read as the start of one.
 */
const FORMULA_START = /^[\s\u00a0\ufeff]*[=+\-@]|^[\t\r]/;

/**
 * One cell: a formula-like value gets a leading apostrophe (a spreadsheet's own mark for "this is
 * text"), then RFC 4180 quoting when it holds a comma, quote or line break.
 */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? value.join(' ') : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, ended with CRLF as RFC 4180 asks. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
