/** Money is whole pence on the wire and in the database (DESIGN.md, Contracts: Money). */
const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** '£720.00' */
export function formatPence(pence: number): string {
  return GBP.format(pence / 100);
}
