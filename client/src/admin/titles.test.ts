import { describe, expect, it } from 'vitest';
import { adminTitle, adminTitleSuffix, toTitleCase } from '@/admin/titles';

describe('toTitleCase', () => {
  it.each([
    ['transactions groups', 'Transactions Groups'],
    ['Stats & Metrics', 'Stats & Metrics'],
    ['time offer to exchange in days', 'Time Offer To Exchange In Days'],
    ['% time saved', '% Time Saved'],
    ['riverside phase 2', 'Riverside Phase 2'],
  ])('capitalises every word: %j → %j', (input, expected) => {
    expect(toTitleCase(input)).toBe(expected);
  });

  it('keeps capitals already there: acronyms, postcodes, brand spellings', () => {
    expect(toTitleCase('export CSV')).toBe('Export CSV');
    expect(toTitleCase('12 high street, bath BA1 1AA')).toBe('12 High Street, Bath BA1 1AA');
    expect(toTitleCase('mcKenzie homes')).toBe('McKenzie Homes');
  });

  it('capitalises after hyphens, slashes and brackets but not after apostrophes', () => {
    expect(toTitleCase('semi-detached house')).toBe('Semi-Detached House');
    expect(toTitleCase('buyer/seller notes')).toBe('Buyer/Seller Notes');
    expect(toTitleCase('group (phase two)')).toBe('Group (Phase Two)');
    expect(toTitleCase("customer doesn't have an agent's details")).toBe(
      "Customer Doesn't Have An Agent's Details",
    );
  });

  it('handles accented letters', () => {
    expect(toTitleCase('école élan')).toBe('École Élan');
  });

  it('leaves e-mail and web addresses alone', () => {
    expect(toTitleCase('contact jo@example.com today')).toBe('Contact jo@example.com Today');
    expect(toTitleCase('see www.example.com')).toBe('See www.example.com');
  });

  it('trims, collapses runs of spaces and copes with empty text', () => {
    expect(toTitleCase('  law   firms ')).toBe('Law Firms');
    expect(toTitleCase('')).toBe('');
    expect(toTitleCase('   ')).toBe('');
  });

  it('leaves digits and symbols untouched', () => {
    expect(toTitleCase('2nd floor, 10a')).toBe('2nd Floor, 10a');
    expect(toTitleCase('£540 fee')).toBe('£540 Fee');
  });
});

describe('adminTitle', () => {
  it('is title case by default, as typed when asked', () => {
    expect(adminTitle('estate agents')).toBe('Estate Agents');
    expect(adminTitle(' 4 the mews, york ', false)).toBe('4 the mews, york');
  });

  it('suffixes the product name', () => {
    expect(adminTitleSuffix('Threshold')).toBe('Threshold Admin');
  });
});
