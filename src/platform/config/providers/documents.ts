import { missingSettings } from './missing-settings';
import type { Reader } from '../reader';

/**
 * Where documents' bytes are kept and how they are scanned, read from the environment at boot.
 * S3_BUCKET selects the S3-compatible object store (unset, files go to a folder on local disk);
 * CLAMD_URL selects the ClamAV daemon (unset, the simulator scanner finds only the EICAR test file).
 */
export type DocumentsSettings = {
  /**
   * The local folder of the disk store (the embedded default); null = a fresh temporary folder
   * for the process, where everything is throw-away (NODE_ENV=test, DATABASE_URL=memory://).
   */
  filesDir: string | null;
  s3: {
    bucket: string | null;
    /** An S3-compatible endpoint (MinIO, R2...); null = AWS's own for the region. */
    endpoint: string | null;
    region: string;
    accessKeyId: string | null;
    secretAccessKey: string | null;
    /** bucket in the path (most S3-compatible servers) rather than in the host name. */
    forcePathStyle: boolean;
  };
  clamd: {
    /** tcp://host:port or unix:///path/to/clamd.ctl; null = the simulator scanner. */
    url: string | null;
    timeoutMs: number;
    /** The most bytes sent to the daemon; keep it at or below clamd's StreamMaxLength. */
    maxBytes: number;
  };
};

export const DOCUMENTS_VARIABLES = {
  filesDir: 'FILES_DIR',
  s3: {
    bucket: 'S3_BUCKET',
    endpoint: 'S3_ENDPOINT',
    region: 'S3_REGION',
    accessKeyId: 'S3_ACCESS_KEY_ID',
    secretAccessKey: 'S3_SECRET_ACCESS_KEY',
    forcePathStyle: 'S3_FORCE_PATH_STYLE',
  },
  clamd: { url: 'CLAMD_URL', timeoutMs: 'CLAMD_TIMEOUT_MS', maxBytes: 'CLAMD_MAX_BYTES' },
} as const;

export const DOCUMENTS_DEFAULTS = {
  filesDir: './.data/files',
  region: 'us-east-1',
  clamdTimeoutMs: 30_000,
  clamdMaxBytes: 25 * 1024 * 1024,
};

/** What is missing for the object store, one line per variable (empty when usable). */
export function documentsSettingsProblems(settings: DocumentsSettings): string[] {
  return missingSettings(settings.s3, DOCUMENTS_VARIABLES.s3, 'bucket', [
    'accessKeyId',
    'secretAccessKey',
  ]);
}

/** `throwAway`: tests and the memory database, whose files need not outlive the process. */
export function readDocuments(read: Reader, throwAway: boolean): DocumentsSettings {
  const v = DOCUMENTS_VARIABLES;
  const d = DOCUMENTS_DEFAULTS;
  return {
    filesDir: read.string(v.filesDir) ?? (throwAway ? null : d.filesDir),
    s3: {
      bucket: read.string(v.s3.bucket),
      endpoint: read.url(v.s3.endpoint, ['http:', 'https:']),
      region: read.string(v.s3.region) ?? d.region,
      accessKeyId: read.string(v.s3.accessKeyId),
      secretAccessKey: read.string(v.s3.secretAccessKey),
      forcePathStyle: read.boolean(v.s3.forcePathStyle, false),
    },
    clamd: {
      url: readClamdUrl(read, v.clamd.url),
      timeoutMs: read.integer(v.clamd.timeoutMs, d.clamdTimeoutMs, 100, 600_000),
      maxBytes: read.integer(v.clamd.maxBytes, d.clamdMaxBytes, 1024, 4 * 1024 * 1024 * 1024 - 1),
    },
  };
}

/** tcp://host:port or unix:///absolute/path. */
function readClamdUrl(read: Reader, name: string): string | null {
  const value = read.string(name);
  if (value === null) return null;
  if (/^tcp:\/\/[^/:]+:\d{1,5}\/?$/.test(value) || /^unix:\/\/\/.+/.test(value)) return value;
  read.problems.push(`${name} must be tcp://host:port or unix:///path/to/socket (got "${value}")`);
  return null;
}
