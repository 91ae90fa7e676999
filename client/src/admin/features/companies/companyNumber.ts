/**
 * A company number as Companies House writes it (the server's rule, src/companies/dto): 8
 * characters, either 8 digits (01234567) or 2 letters then 6 digits (SC123456). Spaces are
 * ignored and letters raised before the check, as the server does.
 */
export const COMPANY_NUMBER_MESSAGE =
  'Company number must be 8 digits, or 2 letters then 6 digits (e.g. 01234567 or SC123456)';

export const COMPANY_NUMBER_REQUIRED = 'Company number is required';

/** The number as it will be stored: no spaces, upper case. */
export const normaliseCompanyNumber = (value: string): string =>
  value.replace(/\s+/g, '').toUpperCase();

export const isCompanyNumber = (value: string): boolean =>
  /^(\d{8}|[A-Z]{2}\d{6})$/.test(normaliseCompanyNumber(value));

/** The broken rule of a company number, or undefined when it is valid. */
export const companyNumberError = (value: string | undefined): string | undefined => {
  if (!value || normaliseCompanyNumber(value) === '') return COMPANY_NUMBER_REQUIRED;
  return isCompanyNumber(value) ? undefined : COMPANY_NUMBER_MESSAGE;
};
