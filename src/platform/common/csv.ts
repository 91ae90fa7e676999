/**
 * Leading characters a reader does not see, or that a spreadsheet skips before it looks for a
 * formula: white space and line breaks, other control characters, and the invisible format
 * characters (zero-width space, joiners and direction marks U+200B-U+200F, word joiner U+2060,
 * byte-order mark U+FEFF, soft hyphen …).
 */
const LEADING_INVISIBLE = /^[\s\p{Cc}\p{Cf}\p{Z}]+/u;

/** What starts a formula (after NFKC: full-width ＝ ＋ － ＠ read as = + - @). */
const FORMULA_START = /^[=+\-@]/;

/**
 * A CSV cell a spreadsheet could evaluate gets a leading apostrophe, so it stays text (CSV or
 * formula injection): one starting with a tab or a carriage return, or whose first visible
 * character, compatibility-normalised (NFKC), is = + - or @. The cell is otherwise unchanged.
 * Every CSV export writes its cells through this.
 */
export function neutraliseCsvCell(cell: string): string {
  if (/^[\t\r]/.test(cell)) return `'${cell}`;
  const visible = cell.normalize('NFKC').replace(LEADING_INVISIBLE, '');
  return FORMULA_START.test(visible) ? `'${cell}` : cell;
}
