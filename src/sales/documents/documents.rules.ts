import { documents } from '@/platform/database/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentContentType = DocumentRow['content_type'];
export type DocumentSide = 'seller' | 'buyer';

/** The largest file taken: 20 MB (stated on the upload pages and in the refusal). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * Room for the multipart envelope (boundaries, part headers, the few text fields) around the
 * file: a request declaring more than file + this is refused before anything is read.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** How many first bytes decide a file's type. */
export const SNIFF_BYTES = 16;

export const UPLOAD_MESSAGES = {
  notMultipart: 'Content type not supported: send multipart/form-data',
  tooLarge: 'The file is larger than 20 MB. Please upload a file of up to 20 MB.',
  noFile: 'Please choose a file to upload',
  oneFile: 'Please upload one file at a time',
  empty: 'The file is empty',
  wrongType: 'This type of file is not accepted. Please upload a PDF, JPEG, PNG or HEIC file.',
  interrupted: 'The upload was interrupted. Please try again.',
} as const;

/** A store with no room left (a full disk): nothing the sender did, and nothing kept. */
export const STORAGE_FULL_MESSAGE =
  "We can't store files right now. Nothing was saved: please try again later.";

/** HEIF brands of HEIC/HEIF pictures (phones' cameras), as the `ftyp` box names them. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * The type of a file from its first bytes (at least SNIFF_BYTES when the file has them), or null
 * when it is none of the accepted ones. The declared type and the extension are never consulted:
 * an executable renamed .pdf starts with `MZ` (or `\x7fELF`) and is refused here.
 */
export function sniffContentType(head: Buffer): DocumentContentType | null {
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') {
    return 'application/pdf';
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return 'image/jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((byte, i) => head[i] === byte)) return 'image/png';
  // ISO base media file: [size:4]['ftyp'][major brand:4]
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = head.subarray(8, 12).toString('latin1');
    if (HEIF_BRANDS.has(brand)) return 'image/heic';
  }
  return null;
}

/** The extension a served file's name ends with, for its type. */
const EXTENSIONS: Record<DocumentContentType, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/heic': ['.heic', '.heif'],
};

/**
 * The uploader's file name made safe to keep and to send back: the last path segment only, no
 * control or bidirectional-override characters, no quotes or characters that upset file systems,
 * whitespace collapsed, at most 255 characters, ending with the extension of its real type (so a
 * file saved from the browser opens with the right program). Empty → "document".
 */
export function cleanFileName(raw: string | undefined, type: DocumentContentType): string {
  const lastSegment = (raw ?? '').split(/[\\/]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    // control characters, bidi overrides and isolates, zero-width characters
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/["*:<>?|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const extensions = EXTENSIONS[type];
  const lower = name.toLowerCase();
  if (!extensions.some((extension) => lower.endsWith(extension))) {
    name = `${name.replace(/\.+$/, '') || 'document'}${extensions[0]}`;
  }
  if (name.length > 255) {
    const extension = extensions.find((candidate) => lower.endsWith(candidate)) ?? extensions[0];
    name = `${name.slice(0, 255 - extension.length).trimEnd()}${extension}`;
  }
  return name === extensions[0] || name.startsWith('.') ? `document${extensions[0]}` : name;
}

/** Whether a customer on `side` sees the document: shared with the side, or their own upload. */
export function visibleTo(
  document: Pick<DocumentRow, 'visible_to_seller' | 'visible_to_buyer' | 'uploaded_by'>,
  side: DocumentSide,
  userId: string,
): boolean {
  if (document.uploaded_by === userId) return true;
  return side === 'seller' ? document.visible_to_seller : document.visible_to_buyer;
}

/** Pictures and PDFs the browser shows by itself (HEIC is not one of them in most browsers). */
export const PREVIEWABLE: readonly DocumentContentType[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
];

/**
 * `Content-Disposition` for a served file: the name as ASCII (others replaced) and in full as
 * RFC 5987 UTF-8.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
