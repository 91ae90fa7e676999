/**
 * How long Threshold keeps what, and why (the privacy policy states the same; the decision
 * records in docs/decisions/data-rights.md give the reasoning).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A prepared export can be downloaded for 7 days, then its file is deleted. */
export const EXPORT_TTL_MS = 7 * DAY_MS;

/** An export still being prepared after a day has failed (its job gave up). */
export const EXPORT_GIVE_UP_MS = DAY_MS;

/** At most this many exports a customer may ask for in a day. */
export const EXPORTS_PER_DAY = 5;

/** At most this many document files go into one export; the others are listed only. */
export const EXPORT_MAX_FILES = 500;
/** At most this many bytes of document files go into one export; the others are listed only. */
export const EXPORT_MAX_FILE_BYTES = 1024 * 1024 * 1024;

export const CDD_REASON =
  'Customer due diligence (identity checks): the Money Laundering Regulations 2017, regulation 40, require it for five years from the end of the business relationship.';
export const RECORDS_REASON =
  'Property information and account data (sales, purchases, payments and the account they belong to): our terms keep them for 10 years after the matter ends, to deal with claims and to answer regulators.';

/** Years after the end of the business relationship, per kind of held record. */
export const RETENTION_YEARS = {
  customer_due_diligence: 5,
  transaction_records: 10,
} as const;

export type HeldKind = keyof typeof RETENTION_YEARS;

/** The moment `years` calendar years after `from` (29 February falls on 1 March). */
export function yearsAfter(from: Date, years: number): Date {
  const at = new Date(from);
  at.setUTCFullYear(at.getUTCFullYear() + years);
  return at;
}

/** The moment `years` calendar years before `now`. */
export function yearsBefore(now: Date, years: number): Date {
  return yearsAfter(now, -years);
}

/** When each held kind is deleted, for a relationship that ended at `ended`. */
export function deleteAfter(kind: HeldKind, ended: Date): Date {
  return yearsAfter(ended, RETENTION_YEARS[kind]);
}

/** An export's file name: the product's name and the day it was prepared. */
export function exportFileName(productName: string, at: Date): string {
  const slug = productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'data'}-your-data-${at.toISOString().slice(0, 10)}.zip`;
}

/** A document's path inside the export: its id keeps two files of one name apart. */
export function documentEntryName(id: string, name: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200) || 'file';
  return `documents/${id}-${clean}`;
}
