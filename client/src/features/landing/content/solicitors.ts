/**
 * Solicitor cards shown on the landing page (spec §3 'Solicitor card').
 * The firms, people and addresses are fictional.
 */

export type SolicitorCard = {
  /** Firm name. */
  name: string;
  solicitorName: string;
  solicitorBio: string;
  /** Date the firm joined the panel, ISO 8601 (YYYY-MM-DD). */
  startDate: string;
  line_1: string;
  line_2: string;
  line_3: string;
};

export const solicitorCards: SolicitorCard[] = [
  {
    name: 'Fenwick Marlowe Conveyancing',
    solicitorName: 'Priya Rawal',
    solicitorBio:
      'Priya has specialised in residential property for over twelve years, with a particular focus on leasehold flats and first-time buyers. She is known for explaining each step clearly and keeping clients updated without being asked.',
    startDate: '2021-03-15',
    line_1: '4 Cooper Yard',
    line_2: 'Mill Lane',
    line_3: 'Leeds',
  },
  {
    name: 'Tarrant Hollis Solicitors',
    solicitorName: 'Owen Prichard',
    solicitorBio:
      'Owen leads a team that handles sales across England and Wales, including probate and estate sales. Bilingual in Welsh and English, he takes care to make difficult moves feel straightforward for families.',
    startDate: '2022-06-01',
    line_1: 'Second Floor, Quayside House',
    line_2: 'Harbour Walk',
    line_3: 'Cardiff',
  },
  {
    name: 'Kestrel Row Legal',
    solicitorName: 'Hannah Okafor',
    solicitorBio:
      'Hannah works with landlords and sellers in chains, where timing matters most. She prepares contract packs early and keeps every party in the chain informed, so sales stay on track.',
    startDate: '2023-01-09',
    line_1: '17 Kestrel Row',
    line_2: 'Old Market',
    line_3: 'Bristol',
  },
];
