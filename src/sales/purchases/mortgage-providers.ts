/**
 * The mortgage lenders a buyer can pick from: the one list the server validates against and the
 * client shows (GET /api/purchase-intent/mortgage-providers). UK residential and buy-to-let
 * lenders, by the brand a buyer would recognise from their mortgage offer.
 */

export const NOT_SURE_YET = 'Not Sure Yet';
export const OTHER_PROVIDER = 'Other';

/** The six largest UK mortgage lenders, shown straight after 'Not Sure Yet'. */
export const PREFERRED_MORTGAGE_PROVIDERS = [
  'Barclays',
  'HSBC',
  'Lloyds Bank',
  'NatWest',
  'Santander',
  'Nationwide Building Society',
] as const;

/** Everyone else, shown alphabetically after the preferred group. */
const OTHER_LENDERS = [
  'Accord Mortgages',
  'Afin Bank',
  'Al Rayan Bank',
  'Aldermore',
  'April Mortgages',
  'Arbuthnot Latham',
  'Atom bank',
  'Bank of Ireland',
  'Bank of Scotland',
  'Bath Building Society',
  'Beverley Building Society',
  'Bluestone Mortgages',
  'Buckinghamshire Building Society',
  'Butterfield Mortgages',
  'C. Hoare & Co.',
  'Cambridge & Counties Bank',
  'Cambridge Building Society',
  'Castle Trust Bank',
  'Catholic Building Society',
  'Chelsea Building Society',
  'Chorley Building Society',
  'Clydesdale Bank',
  'Coutts',
  'Coventry Building Society',
  'Cumberland Building Society',
  'Cynergy Bank',
  'Danske Bank',
  'Darlington Building Society',
  'Dudley Building Society',
  'Earl Shilton Building Society',
  'Ecology Building Society',
  'Family Building Society',
  'First Direct',
  'Fleet Mortgages',
  'Foundation Home Loans',
  'Furness Building Society',
  'Gatehouse Bank',
  'Generation Home',
  'Habib Bank Zurich',
  'Halifax',
  'Hampshire Trust Bank',
  'Handelsbanken',
  'Hanley Economic Building Society',
  'Harpenden Building Society',
  'Hinckley & Rugby Building Society',
  'Hodge Bank',
  'Holmesdale Building Society',
  'ICICI Bank UK',
  'Interbay Commercial',
  'Investec',
  'Kensington Mortgages',
  'Kent Reliance',
  'Keystone Property Finance',
  'Kleinwort Hambros',
  'Landbay',
  'Leeds Building Society',
  'Leek Building Society',
  'Lendco',
  'LendInvest',
  'Loughborough Building Society',
  'Magellan Homeloans',
  'Manchester Building Society',
  'Mansfield Building Society',
  'Market Financial Solutions',
  'Market Harborough Building Society',
  'Marsden Building Society',
  'Melton Mowbray Building Society',
  'Metro Bank',
  'Molo',
  'Monmouthshire Building Society',
  'Newbury Building Society',
  'Newcastle Building Society',
  'Nottingham Building Society',
  'Paragon Bank',
  'Penrith Building Society',
  'Pepper Money',
  'Perenna',
  'Platform',
  'Post Office Money',
  'Precise Mortgages',
  'Principality Building Society',
  'Progressive Building Society',
  'Punjab National Bank (International)',
  'Royal Bank of Scotland',
  'Saffron Building Society',
  'Scottish Building Society',
  'Shawbrook Bank',
  'Skipton Building Society',
  'Skipton International',
  'Stafford Railway Building Society',
  'State Bank of India (UK)',
  'Suffolk Building Society',
  'Swansea Building Society',
  'Tandem Bank',
  'Teachers Building Society',
  'The Co-operative Bank',
  'The Mortgage Lender',
  'The Mortgage Works',
  'Tipton & Coseley Building Society',
  'Together',
  'TSB',
  'Ulster Bank',
  'United Trust Bank',
  'Vernon Building Society',
  'Vida Homeloans',
  'Virgin Money',
  'Weatherbys Bank',
  'West Bromwich Building Society',
  'West One Loans',
  'Yorkshire Building Society',
  'Zephyr Homeloans',
] as const;

const byName = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });

/** Every choice in display order: 'Not Sure Yet', the preferred six, the rest A-Z, 'Other'. */
export const MORTGAGE_PROVIDERS: readonly string[] = [
  NOT_SURE_YET,
  ...PREFERRED_MORTGAGE_PROVIDERS,
  ...[...OTHER_LENDERS].sort(byName),
  OTHER_PROVIDER,
];

/** The alphabetical group between the preferred lenders and 'Other'. */
export const OTHER_MORTGAGE_PROVIDERS: readonly string[] = MORTGAGE_PROVIDERS.slice(
  1 + PREFERRED_MORTGAGE_PROVIDERS.length,
  -1,
);

const known = new Set(MORTGAGE_PROVIDERS);

export function isMortgageProvider(value: unknown): value is string {
  return typeof value === 'string' && known.has(value);
}

/** The lenders as the buyer form offers them: the lists, and the grouped options. */
export function mortgageProviderChoices() {
  const option = (name: string) => ({ label: name, value: name });
  return {
    providers: [...MORTGAGE_PROVIDERS],
    preferred: [...PREFERRED_MORTGAGE_PROVIDERS],
    options: [
      option(NOT_SURE_YET),
      { label: 'Major lenders', options: PREFERRED_MORTGAGE_PROVIDERS.map(option) },
      { label: 'All lenders', options: OTHER_MORTGAGE_PROVIDERS.map(option) },
      option(OTHER_PROVIDER),
    ],
  };
}
