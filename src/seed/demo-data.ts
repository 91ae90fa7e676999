import type { Address, Contact, EstateAgentThirdfort, Valuer } from '@/platform/database/schema';
import type { AdminSettings } from '@/platform/settings/admin-config.service';

/** Demo data for the embedded default. Fixed ids make seeding idempotent. Every name is invented. */

export const seedId = (kind: number, n: number) =>
  `5eed${kind.toString(16).padStart(4, '0')}${n.toString(16).padStart(16, '0')}`;

export const DEMO_ADMIN_EMAIL = 'admin@threshold.example';
export const DEMO_REFERRAL_CODE = 'THRESHOLD100';

export const demoBrands = [
  { _id: seedId(1, 1), brandName: 'Harbour & Vale' },
  { _id: seedId(1, 2), brandName: 'Kestrel Homes' },
  { _id: seedId(1, 3), brandName: 'Northgate Property' },
  { _id: seedId(1, 4), brandName: 'Meadowlark Estates' },
];

const address = (line_1: string, post_town: string, postcode: string): Address => ({
  line_1,
  post_town,
  postcode,
  country: 'United Kingdom',
  country_iso_2: 'GB',
});

const valuer = (
  first_name: string,
  last_name: string,
  email: string | null,
  primary: boolean,
): Valuer => ({
  first_name,
  last_name,
  email,
  phone_number: '+447400900' + String(100 + first_name.length * 7).slice(0, 3),
  primary_valuer: primary,
});

const thirdfort: EstateAgentThirdfort = {
  requestsSellerThirdfortChecks: false,
  requestsBuyerThirdfortChecks: false,
  thirdfortRequesterEmails: [],
  receivesSellerThirdfortChecks: false,
  receivesBuyerThirdfortChecks: false,
};

const negotiator = (first_name: string, last_name: string, domain: string, n: number): Contact => ({
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}.${last_name.toLowerCase()}@${domain}`,
  phone_number: `+4474009005${String(n).padStart(2, '0')}`,
});

/** More offices, so the estate agents list pages, filters by brand and shows every card rule. */
const moreAgents: [number, number, string, string, string, string, Valuer[], Contact[]][] = [
  [
    5,
    3,
    'Leeds Headingley',
    '31 Otley Road',
    'Leeds',
    'LS6 3AA',
    [
      valuer('Hana', 'Okafor', 'hana.okafor@northgate.example', true),
      valuer('Rob', 'Tennant', 'rob.tennant@northgate.example', false),
    ],
    [negotiator('Mia', 'Lund', 'northgate.example', 1)],
  ],
  [
    6,
    1,
    'Clifton Village',
    '9 The Mall',
    'Bristol',
    'BS8 4DP',
    [valuer('Chloe', 'Barnes', 'chloe.barnes@harbourvale.example', true)],
    [
      negotiator('Ezra', 'Poole', 'harbourvale.example', 2),
      negotiator('Nina', 'Kaur', 'harbourvale.example', 3),
    ],
  ],
  [
    7,
    2,
    'York Micklegate',
    '52 Micklegate',
    'York',
    'YO1 6LF',
    [
      valuer('Sam', 'Whitby', 'sam.whitby@kestrelhomes.example', true),
      valuer('Asha', 'Iyer', null, false),
    ],
    [],
  ],
  [
    8,
    4,
    'Norwich Tombland',
    '14 Tombland',
    'Norwich',
    'NR3 1HF',
    [
      valuer('Laurie', 'Finch', 'laurie.finch@meadowlark.example', true),
      valuer('Kit', 'Marlow', 'kit.marlow@meadowlark.example', false),
      valuer('Jo', 'Rudd', 'jo.rudd@meadowlark.example', false),
    ],
    [
      negotiator('Ava', 'Stone', 'meadowlark.example', 4),
      negotiator('Leo', 'Grant', 'meadowlark.example', 5),
      negotiator('Isla', 'Reeve', 'meadowlark.example', 6),
      negotiator('Noah', 'Vale', 'meadowlark.example', 7),
      negotiator('Ruby', 'Cole', 'meadowlark.example', 8),
    ],
  ],
  [
    9,
    4,
    'Cambridge Mill Road',
    '120 Mill Road',
    'Cambridge',
    'CB1 2BD',
    [valuer('Dev', 'Mistry', 'dev.mistry@meadowlark.example', true)],
    [negotiator('Ella', 'Frost', 'meadowlark.example', 9)],
  ],
  [
    10,
    3,
    'Swansea Marina',
    '3 Trawler Road',
    'Swansea',
    'SA1 1UN',
    [valuer('Carys', 'Lloyd', null, true)],
    [],
  ],
  [
    11,
    2,
    'Harrogate',
    '7 Parliament Street',
    'Harrogate',
    'HG1 2QU',
    [
      valuer('Will', 'Hartley', 'will.hartley@kestrelhomes.example', true),
      valuer('Maya', 'Doyle', 'maya.doyle@kestrelhomes.example', false),
    ],
    [negotiator('Finn', 'Ward', 'kestrelhomes.example', 10)],
  ],
  [
    12,
    1,
    'Weston-super-Mare',
    '22 Boulevard',
    'Weston-super-Mare',
    'BS23 1NN',
    [valuer('Bea', 'Hollis', 'bea.hollis@harbourvale.example', true)],
    [],
  ],
];

export const demoEstateAgents = [
  {
    _id: seedId(2, 1),
    brand_id: demoBrands[0]._id,
    office: {
      name: 'Bristol Harbourside',
      phone_number: '+441179000101',
      address: address('4 Quay Walk', 'Bristol', 'BS1 4DJ'),
    },
    valuers: [valuer('Imogen', 'Price', 'imogen.price@harbourvale.example', true)],
    negotiators: [] as Contact[],
    thirdfort,
  },
  {
    _id: seedId(2, 2),
    brand_id: demoBrands[0]._id,
    office: {
      name: 'Bath',
      phone_number: '+441225000202',
      address: address('19 Milsom Row', 'Bath', 'BA1 1DN'),
    },
    valuers: [valuer('Tom', 'Ashby', null, true)],
    negotiators: [] as Contact[],
    thirdfort,
  },
  {
    _id: seedId(2, 3),
    brand_id: demoBrands[1]._id,
    office: {
      name: 'Leeds Central',
      phone_number: '+441130000303',
      address: address('88 Park Lane', 'Leeds', 'LS1 2AB'),
    },
    valuers: [valuer('Priya', 'Shah', 'priya.shah@kestrelhomes.example', true)],
    negotiators: [
      {
        first_name: 'Owen',
        last_name: 'Hale',
        email: 'owen.hale@kestrelhomes.example',
        phone_number: '+447400900311',
      },
    ],
    thirdfort,
  },
  {
    _id: seedId(2, 4),
    brand_id: demoBrands[2]._id,
    office: {
      name: 'Cardiff Bay',
      phone_number: '+442920000404',
      address: address('2 Dock Street', 'Cardiff', 'CF10 5AL'),
    },
    valuers: [valuer('Gareth', 'Morgan', 'gareth.morgan@northgate.example', true)],
    negotiators: [] as Contact[],
    thirdfort,
  },
  ...moreAgents.map(([n, brand, name, line1, town, postcode, valuers, negotiators]) => ({
    _id: seedId(2, n),
    brand_id: demoBrands[brand - 1]._id,
    office: {
      name,
      phone_number: `+4412000${String(n).padStart(5, '0')}`,
      address: address(line1, town, postcode),
    },
    valuers,
    negotiators,
    thirdfort,
  })),
];

export const demoLawFirms = [
  {
    _id: seedId(3, 1),
    name: 'Ashcombe Legal LLP',
    email: 'conveyancing@ashcombe.example',
    phone_number: '+447400900401',
    address: {
      ...address('7 Chancery Court', 'Manchester', 'M2 3WQ'),
      organisation_name: 'Ashcombe Legal',
    },
  },
  {
    _id: seedId(3, 2),
    name: 'Fenwick & Rowe Solicitors',
    email: 'hello@fenwickrowe.example',
    phone_number: '+447400900402',
    address: {
      ...address('31 Castle Street', 'Shrewsbury', 'SY1 2BW'),
      organisation_name: 'Fenwick & Rowe',
    },
  },
];

export const demoLawyerGroups = [
  {
    _id: seedId(4, 1),
    law_firm_id: demoLawFirms[0]._id,
    name: 'Residential Team A',
    solicitor: {
      _id: seedId(5, 1),
      first_name: 'Hannah',
      last_name: 'Lowe',
      email: 'hannah.lowe@ashcombe.example',
      phone_number: '+447400900501',
    },
    legal_assistants: [
      {
        first_name: 'Sam',
        last_name: 'Okafor',
        email: 'sam.okafor@ashcombe.example',
        phone_number: null,
      },
    ],
    thirdfortRecipientEmails: ['hannah.lowe@ashcombe.example'],
    panel_solicitor: true,
  },
  {
    _id: seedId(4, 2),
    law_firm_id: demoLawFirms[1]._id,
    name: 'Property Group',
    solicitor: {
      _id: seedId(5, 2),
      first_name: 'Rhys',
      last_name: 'Evans',
      email: 'rhys.evans@fenwickrowe.example',
      phone_number: '+447400900502',
    },
    legal_assistants: [] as Contact[],
    thirdfortRecipientEmails: ['rhys.evans@fenwickrowe.example'],
    panel_solicitor: false,
  },
];

export const demoAdminConfig: AdminSettings = {
  benchmark_in_days: 140,
  invoicing_amount: 24000,
  tags: ['Priority', 'Probate', 'Chain', 'New build'],
  thirdfort_v2_switchover_date: new Date('2024-06-01T00:00:00Z'),
  sale_agreed_to_exchange_days: 28,
  exchange_to_completion_days: 14,
  searches_working_days: 10,
};
