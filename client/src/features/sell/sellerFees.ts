/**
 * What a seller pays when they register, as the terms, the get-started page and the landing
 * state it (pence, VAT included at 20 %). The payment page shows the server's own order instead;
 * test/api/payments.e2e-spec.ts checks that the server charges exactly these lines, so what a
 * seller is told before onboarding is what they pay. No imports: the API suite reads this file.
 */
export const SELLER_FEES = [
  { name: 'Service fee', pence: 24_000 },
  { name: 'Search pack', pence: 48_000 },
] as const;

const VAT_RATE = 0.2;

const pounds = (pence: number): string =>
  `£${(pence / 100).toLocaleString('en-GB', {
    minimumFractionDigits: pence % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

const feeOf = (name: (typeof SELLER_FEES)[number]['name']): number =>
  SELLER_FEES.find((fee) => fee.name === name)?.pence ?? 0;

/** The total a seller pays at registration, VAT included: '£720'. */
export const sellerTotal = (): string =>
  pounds(SELLER_FEES.reduce((sum, fee) => sum + fee.pence, 0));

/** A fee without VAT: '£200' for the £240 service fee. */
const withoutVat = (pence: number): string => pounds(Math.round(pence / (1 + VAT_RATE)));

/** The terms' paragraph on the fees (customer.md §9: £200, payable on registration, excluding VAT). */
export const sellerFeeTerms = (): string =>
  `Our standard service fee is ${withoutVat(feeOf('Service fee'))}, payable when you register. The fee excludes VAT, which is added at the current rate (${pounds(feeOf('Service fee'))} including VAT at 20%). When you register you also pay for the search pack: ${withoutVat(feeOf('Search pack'))} excluding VAT (${pounds(feeOf('Search pack'))} including VAT). In all, ${sellerTotal()} including VAT. Before you pay, the payment summary shows each amount again.`;

/** One line for the pages before onboarding. */
export const sellerFeeSummary = (): string =>
  `Selling with us costs ${sellerTotal()} including VAT, paid when you register: a ${pounds(feeOf('Service fee'))} service fee and a ${pounds(feeOf('Search pack'))} search pack.`;
