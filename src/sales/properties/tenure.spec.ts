import { ValidationError } from '@/platform/common/errors';
import { resolveTenure } from './tenure';

describe('resolveTenure', () => {
  it('keeps the three named tenures, whatever their case, without details', () => {
    expect(resolveTenure('Freehold', 'ignored')).toEqual({
      tenure: 'Freehold',
      tenure_details: null,
    });
    expect(resolveTenure('share of freehold')).toEqual({
      tenure: 'Share Of Freehold',
      tenure_details: null,
    });
  });

  it("stores 'Other / Not Sure' as Other with its details, and refuses it without", () => {
    expect(resolveTenure('Other / Not Sure', '  Commonhold ')).toEqual({
      tenure: 'Other',
      tenure_details: 'Commonhold',
    });
    expect(() => resolveTenure('Other / Not Sure', '  ')).toThrow(
      new ValidationError(['Please provide details']),
    );
  });

  it('stores any other answer as Other with the answer as its details', () => {
    expect(resolveTenure('Commonhold')).toEqual({ tenure: 'Other', tenure_details: 'Commonhold' });
  });
});
