import type { Address, Contact, EstateAgentThirdfort, Valuer } from '@/database/schema';

/** Demo data for the embedded default. Fixed ids make seeding idempotent. Every name is invented. */

export const seedId = (kind: number, n: number) =>
  `5eed${kind.toString(16).padStart(4, '0')}${n.toString(16).padStart(16, '0')}`;

export const DEMO_ADMIN_EMAIL = 'admin@threshold.example';
export const DEMO_REFERRAL_CODE = 'THRESHOLD100';

export const demoBrands = [
  { _id: seedId(1, 1), brandName: 'Harbour & Vale' },
  { _id: seedId(1, 2), brandName: 'Kestrel Homes' },
  { _id: seedId(1, 3), brandName: 'Northgate Property' },
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
  phone_number: '+447700900' + String(100 + first_name.length * 7).slice(0, 3),
  primary_valuer: primary,
});

const thirdfort: EstateAgentThirdfort = {
  requestsSellerThirdfortChecks: false,
  requestsBuyerThirdfortChecks: false,
  thirdfortRequesterEmails: [],
  receivesSellerThirdfortChecks: false,
  receivesBuyerThirdfortChecks: false,
};

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
        phone_number: '+447700900311',
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
];

export const demoLawFirms = [
  {
    _id: seedId(3, 1),
    name: 'Ashcombe Legal LLP',
    email: 'conveyancing@ashcombe.example',
    phone_number: '+447700900401',
    address: {
      ...address('7 Chancery Court', 'Manchester', 'M2 3WQ'),
      organisation_name: 'Ashcombe Legal',
    },
  },
  {
    _id: seedId(3, 2),
    name: 'Fenwick & Rowe Solicitors',
    email: 'hello@fenwickrowe.example',
    phone_number: '+447700900402',
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
      phone_number: '+447700900501',
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
      phone_number: '+447700900502',
    },
    legal_assistants: [] as Contact[],
    thirdfortRecipientEmails: ['rhys.evans@fenwickrowe.example'],
    panel_solicitor: false,
  },
];

export const demoAdminConfig = {
  _id: seedId(6, 1),
  benchmark_in_days: 140,
  invoicing_amount: 24000,
  tags: ['Priority', 'Probate', 'Chain', 'New build'],
  thirdfort_v2_switchover_date: new Date('2024-06-01T00:00:00Z'),
};
