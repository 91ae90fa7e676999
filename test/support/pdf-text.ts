import { inflateSync } from 'node:zlib';

/**
 * The text runs of a PDF as pdfkit writes them (each `[...] TJ` of a content stream, its hex
 * strings decoded as WinAnsi/Latin-1), in drawing order. Enough to check what a generated PDF
 * says without a full parser: compressed streams are inflated first.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const runs: string[] = [];
  const raw = pdf.toString('latin1');
  // pdfkit ends a stream's data with "\nendstream"; the data itself may end in a CR byte, so the
  // CR stays with the data (taking it as part of the line end truncated one stream in 256).
  const streams = /stream\r?\n([\s\S]*?)\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const bytes = Buffer.from(match[1], 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const array of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)) {
      const text = [...array[1].matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1], 'hex').toString('latin1'))
        .join('');
      runs.push(text);
    }
  }
  return runs;
}

/** The text of a PDF, one run a line. */
export function pdfText(pdf: Buffer): string {
  return pdfTextRuns(pdf).join('\n');
}
