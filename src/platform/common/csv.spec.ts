import { neutraliseCsvCell } from './csv';

describe('a CSV cell a spreadsheet could evaluate', () => {
  it.each([
    ['=', '=HYPERLINK("http://evil.example","Click")'],
    ['+', '+1+1'],
    ['-', '-2+3'],
    ['@', '@SUM(A1:A2)'],
    ['a tab', '\tanything'],
    ['a carriage return', '\ranything'],
    ['a full-width ＝ (U+FF1D)', '＝1+1'],
    ['a full-width ＋ (U+FF0B)', '＋1'],
    ['a full-width － (U+FF0D)', '－1'],
    ['a full-width ＠ (U+FF20)', '＠SUM(A1)'],
    ['a small ﹦ (U+FE66)', '﹦1+1'],
    ['a zero-width space before =', '\u200B=1+1'],
    ['a zero-width non-joiner before +', '\u200C+1'],
    ['a zero-width joiner before -', '\u200D-1'],
    ['a left-to-right mark before @', '\u200E@SUM(A1)'],
    ['a right-to-left mark before =', '\u200F=1'],
    ['a word joiner before =', '\u2060=1'],
    ['a byte-order mark before =', '\uFEFF=1'],
    ['spaces before =', '   =1+1'],
    ['a no-break space before =', '\u00A0=1'],
    ['a line feed before =', '\n=1'],
    ['a control character (U+0001) before +', '\u0001+1'],
    ['invisible characters and a full-width ＝', '\u200B \uFEFF＝1'],
  ])('starting with %s is prefixed with one apostrophe and otherwise kept', (_, cell) => {
    expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
  });

  it.each([
    'Alpha Law',
    "O'Brien & Co",
    '12 High Street, Bristol, BS1 4DJ',
    '240.00',
    '31/10/2026',
    'Anne-Marie',
    'a=b',
    '',
    '\u200BAlpha',
  ])('leaves %j alone', (cell) => {
    expect(neutraliseCsvCell(cell)).toBe(cell);
  });
});
