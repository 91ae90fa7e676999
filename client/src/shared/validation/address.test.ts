import { describe, expect, it } from 'vitest';
import {
  addressErrors,
  customerAddressWording,
  lawFirmAddressWording,
  ukAddressWording,
} from '@/shared/validation/address';

const blank = { line_1: ' ', post_town: '', postcode: '', country: '' };

describe('the address rules, in each side’s words', () => {
  it('asks a customer for 2 to 255 characters and a postcode of the address’s country', () => {
    expect(addressErrors(blank, customerAddressWording)).toEqual({
      line_1: 'Address must be at least 2 characters long',
      post_town: 'Town must be at least 2 characters long',
      postcode: 'Invalid postcode',
      country: 'Country must be at least 2 characters long',
    });
    expect(
      addressErrors({
        line_1: 'x'.repeat(256),
        post_town: 'Bath',
        postcode: 'BA1 1AA',
        country: 'United Kingdom',
      }),
    ).toEqual({ line_1: 'Address must be less than 255 characters long' });
  });

  it('words a law firm’s missing parts as admin.md does, checking UK postcodes only', () => {
    expect(addressErrors(blank, lawFirmAddressWording)).toEqual({
      organisation_name: 'Organisation name is required',
      line_1: 'Address line 1 is required',
      post_town: 'Post town is required',
      country: 'Country is required',
      postcode: 'Postcode is required',
    });
    const firm = { organisation_name: 'A', line_1: '1', post_town: 'B', postcode: 'XX1' };
    expect(addressErrors({ ...firm, country: 'England' }, lawFirmAddressWording)).toEqual({
      postcode: 'Postcode is not valid',
    });
    expect(addressErrors({ ...firm, country: 'France' }, lawFirmAddressWording)).toEqual({});
  });

  it('asks a transactions group’s UK addresses for line 1, town and a UK postcode', () => {
    expect(addressErrors(blank, ukAddressWording)).toEqual({
      line_1: 'Address line 1 is required',
      post_town: 'Town is required',
      postcode: 'Postcode is required',
    });
    expect(
      addressErrors({ line_1: '1', post_town: 'B', postcode: 'nope' }, ukAddressWording),
    ).toEqual({ postcode: 'Invalid postcode' });
  });
});
