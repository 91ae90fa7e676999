/**
 * What the document store takes (issue 26), checked in the browser before anything is sent so a
 * wrong file is refused at once. The server decides again from the file's content: these checks
 * only save a long upload that would be refused anyway.
 */

/** The largest file the store takes: 20 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * The file picker's `accept`: the four kinds the store takes, by type and by extension (Windows
 * and some Android pickers do not know HEIC's type, so its extensions are listed too).
 */
export const ACCEPTED_FILE_TYPES =
  'application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif';

/** The camera's `accept`: a photo is one of the image kinds. */
export const ACCEPTED_PHOTO_TYPES = 'image/jpeg,image/png,image/heic,image/heif';

/** The limit as the page states it, beside every upload. */
export const UPLOAD_LIMIT_TEXT = 'PDF, JPEG, PNG or HEIC, up to 20 MB';

const ACCEPTED_MIME = new Set([
  'application/pdf',
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/heic',
  'image/heif',
]);

const ACCEPTED_EXTENSION = /\.(pdf|jpe?g|png|heic|heif)$/i;

/** Browsers that do not know a kind (HEIC on Windows, say) give no type or a generic one. */
const UNKNOWN_MIME = new Set(['', 'application/octet-stream']);

/** '20 MB', '1.5 MB', '820 KB': sizes as people read them (1 MB = 1024 × 1024 bytes). */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes >= 10 ? Math.round(megabytes) : Number(megabytes.toFixed(1))} MB`;
};

export const FILE_CHECK_MESSAGES = {
  empty: (name: string) => `“${name}” is empty. Please choose another file.`,
  tooLarge: (name: string, size: string) =>
    `“${name}” is ${size}. Files can be up to 20 MB: please choose a smaller file, or scan it at a lower resolution.`,
  wrongType: (name: string) =>
    `“${name}” is not a PDF, JPEG, PNG or HEIC file. Please choose one of those.`,
  several: 'Please choose one file at a time.',
} as const;

const isAcceptedKind = (file: File): boolean => {
  const type = file.type.toLowerCase();
  if (ACCEPTED_MIME.has(type)) return true;
  return UNKNOWN_MIME.has(type) && ACCEPTED_EXTENSION.test(file.name);
};

/** Why `file` cannot be uploaded, or null when it may be. */
export const fileProblem = (file: File): string | null => {
  if (file.size === 0) return FILE_CHECK_MESSAGES.empty(file.name);
  if (!isAcceptedKind(file)) return FILE_CHECK_MESSAGES.wrongType(file.name);
  if (file.size > MAX_UPLOAD_BYTES) {
    return FILE_CHECK_MESSAGES.tooLarge(file.name, formatFileSize(file.size));
  }
  return null;
};
