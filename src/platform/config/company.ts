import type { Reader } from './reader';

/**
 * The company that sells the service, as its VAT receipts name it (COMPANY_NAME,
 * COMPANY_ADDRESS, COMPANY_NUMBER, COMPANY_VAT_NUMBER). The defaults are fictional placeholders
 * for the embedded default; a deployment sets its own.
 */
export type CompanySettings = {
  name: string;
  /** The registered office, one line per entry (COMPANY_ADDRESS separates lines with commas). */
  registeredAddress: string[];
  companyNumber: string;
  vatNumber: string;
};

export const DEFAULT_COMPANY: CompanySettings = {
  name: 'Threshold Property Services Ltd',
  registeredAddress: ['1 Example Street', 'London', 'EC1A 1AA'],
  companyNumber: '01234567',
  vatNumber: 'GB123456789',
};

/** What a production deployment must set (the defaults are placeholders). */
export const COMPANY_VARIABLES = [
  'COMPANY_NAME',
  'COMPANY_ADDRESS',
  'COMPANY_NUMBER',
  'COMPANY_VAT_NUMBER',
] as const;

/** Companies House: 8 digits, or 2 letters and 6 digits (SC123456). */
const COMPANY_NUMBER = /^(\d{8}|[A-Z]{2}\d{6})$/;
/** HMRC: GB and 9 digits (12 for a branch); spaces as printed are dropped. */
const VAT_NUMBER = /^GB(\d{9}|\d{12})$/;

export function readCompany(read: Reader): CompanySettings {
  const address = read.string('COMPANY_ADDRESS');
  const companyNumber = read.string('COMPANY_NUMBER')?.toUpperCase() ?? null;
  const vatNumber = read.string('COMPANY_VAT_NUMBER')?.toUpperCase().replace(/\s/g, '') ?? null;
  if (companyNumber !== null && !COMPANY_NUMBER.test(companyNumber)) {
    read.problems.push('COMPANY_NUMBER must be 8 digits, or 2 letters and 6 digits');
  }
  if (vatNumber !== null && !VAT_NUMBER.test(vatNumber)) {
    read.problems.push('COMPANY_VAT_NUMBER must be GB followed by 9 or 12 digits');
  }
  return {
    name: read.string('COMPANY_NAME') ?? DEFAULT_COMPANY.name,
    registeredAddress: address
      ? address
          .split(',')
          .map((line) => line.trim())
          .filter(Boolean)
      : DEFAULT_COMPANY.registeredAddress,
    companyNumber: companyNumber ?? DEFAULT_COMPANY.companyNumber,
    vatNumber: vatNumber ?? DEFAULT_COMPANY.vatNumber,
  };
}
