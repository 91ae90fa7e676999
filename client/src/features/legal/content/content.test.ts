import { describe, expect, it } from 'vitest';

import { buyerTerms } from './buyerTerms';
import { cookieCategories, cookiePolicy, SAVE_PREFERENCES_LABEL } from './cookiePolicy';
import { privacyPolicy } from './privacyPolicy';
import { sellerTerms } from './sellerTerms';
import type { LegalDocument } from './types';

const PRODUCT = 'Test Product Name';
const EMAIL = 'help@example.test';

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const fullText = (doc: LegalDocument): string =>
  [
    doc.title,
    doc.version,
    doc.effectiveDate,
    doc.lastUpdated ?? '',
    ...(doc.intro ?? []),
    ...doc.sections.flatMap((section) => [section.title, ...section.paragraphs]),
  ].join('\n');

const documents: Array<[string, LegalDocument]> = [
  ['seller terms', sellerTerms(PRODUCT, EMAIL)],
  ['buyer terms', buyerTerms(PRODUCT, EMAIL)],
  ['privacy policy', privacyPolicy(PRODUCT, EMAIL)],
  ['cookie policy', cookiePolicy(PRODUCT, EMAIL)],
];

describe.each(documents)('%s', (_name, doc) => {
  it('has unique kebab-case section ids', () => {
    const ids = doc.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(KEBAB_CASE);
    }
  });

  it('has a title and at least one paragraph in every section', () => {
    for (const section of doc.sections) {
      expect(section.title.trim()).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of section.paragraphs) {
        expect(paragraph.trim()).not.toBe('');
      }
    }
  });

  it('interpolates the product name and support email', () => {
    const text = fullText(doc);
    expect(text).toContain(PRODUCT);
    expect(text).toContain(EMAIL);
    expect(text).not.toContain('${');
    expect(text).not.toContain('undefined');
  });

  it('does not mention the default product name when another one is given', () => {
    expect(fullText(doc)).not.toContain('Threshold');
  });
});

describe('seller terms', () => {
  const doc = sellerTerms(PRODUCT, EMAIL);
  const text = fullText(doc);

  it('has exactly 20 sections', () => {
    expect(doc.sections).toHaveLength(20);
  });

  it('is version 1.0, effective January 1, 2024', () => {
    expect(doc.version).toBe('1.0');
    expect(doc.effectiveDate).toBe('January 1, 2024');
    expect(text).toContain('January 1, 2024');
  });

  it.each([
    '£200',
    'non-refundable',
    'excludes VAT',
    'on completion out of the proceeds of your sale',
    "estate agent's fees",
    'abortive legal costs of both solicitors',
    '£10,000 per claim',
    '10 years',
    'property information and account data',
    'refuse a registration, or suspend or terminate your account',
    'identity-check partner',
    'searches',
    'referral code',
    'UK GDPR',
    'Complaint',
    'law of England and Wales',
    'courts of England and Wales have exclusive jurisdiction',
  ])('states the required fact: %s', (fact) => {
    expect(text).toContain(fact);
  });

  it('describes the registration process and the choice of solicitor', () => {
    const registration = doc.sections.find((section) => section.id === 'registration-process');
    expect(registration).toBeDefined();
    const steps = registration?.paragraphs.join('\n') ?? '';
    for (const step of [
      'email you a pack',
      'Register',
      'ID and documents',
      'Checks',
      'solicitor',
    ]) {
      expect(steps).toContain(step);
    }
    expect(text).toContain('choose a firm from our panel');
    expect(text).toContain('we will assign a panel firm');
  });
});

describe('buyer terms', () => {
  const doc = buyerTerms(PRODUCT, EMAIL);
  const text = fullText(doc);

  it('has exactly 21 sections', () => {
    expect(doc.sections).toHaveLength(21);
  });

  it('is version 1.0, effective January 1, 2024', () => {
    expect(doc.version).toBe('1.0');
    expect(doc.effectiveDate).toBe('January 1, 2024');
    expect(text).toContain('January 1, 2024');
  });

  it.each([
    '£400',
    '£2,250',
    'purchase price',
    'Stamp Duty Land Tax (SDLT)',
    'Land Transaction Tax (LTT)',
    'disbursements',
    'supplementary legal costs',
    'post-completion fees',
    'VAT',
    'lender',
    'giftor',
    'Source of funds',
    '£10,000 per claim',
    '10 years',
    'refuse a registration, or suspend or terminate your account',
    'law of England and Wales',
    'courts of England and Wales have exclusive jurisdiction',
  ])('states the required fact: %s', (fact) => {
    expect(text).toContain(fact);
  });

  it('assigns a solicitor once an offer is accepted', () => {
    expect(text).toContain('once your offer on a property has been accepted');
  });
});

describe('privacy policy', () => {
  const doc = privacyPolicy(PRODUCT, EMAIL);
  const text = fullText(doc);

  it('was last updated in July 2023', () => {
    expect(doc.lastUpdated).toBe('July 2023');
  });

  it.each([
    'UK GDPR',
    'controller',
    'identity documents',
    'panel solicitors',
    'identity-check partner',
    'search providers',
    'card payment provider',
    'outside the UK',
    '10 years',
    '/cookie-policy',
  ])('covers: %s', (fact) => {
    expect(text).toContain(fact);
  });
});

describe('cookie policy', () => {
  const doc = cookiePolicy(PRODUCT, EMAIL);
  const text = fullText(doc);

  it('was last updated in July 2023', () => {
    expect(doc.lastUpdated).toBe('July 2023');
  });

  it('describes every cookie category and how to change choices', () => {
    for (const fact of ['session cookie', 'preference cookie', 'Analytics', 'Error-reporting']) {
      expect(text).toContain(fact);
    }
    expect(text).toContain(SAVE_PREFERENCES_LABEL);
  });

  it('marks only analytics and error reporting as optional', () => {
    const optional = cookieCategories(PRODUCT)
      .filter((category) => category.optional)
      .map((category) => category.id);
    expect(optional).toEqual(['analytics', 'errorReporting']);
  });
});

describe('privacy policy retention periods (issue 27)', () => {
  it('states each period the product applies, with its reason, beside the original section', () => {
    const policy = privacyPolicy(PRODUCT, EMAIL);
    const ids = policy.sections.map((section) => section.id);
    expect(ids.indexOf('retention-periods')).toBe(ids.indexOf('retention') + 1);
    const text = policy.sections
      .find((section) => section.id === 'retention-periods')!
      .paragraphs.join('\n');
    expect(text).toContain('Identity checks (customer due diligence): 5 years');
    expect(text).toContain('Money Laundering Regulations 2017 (regulation 40)');
    expect(text).toContain('account details they belong to: 10 years');
    expect(text).toContain('7 days');
    // the original section's wording is kept as it was
    expect(policy.sections.find((section) => section.id === 'retention')!.paragraphs[0]).toBe(
      'We keep property information and account data for 10 years after your matter ends. Records of property transactions and identity checks may be needed long after completion, for example to deal with a claim, answer a regulator or meet anti-money laundering rules.',
    );
  });
});
