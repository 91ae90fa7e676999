import { isObjectId, newId } from './ids';

describe('newId', () => {
  it('makes 24-hex ids that sort by creation second and never repeat', () => {
    const ids = Array.from({ length: 1000 }, () => newId());
    expect(ids.every(isObjectId)).toBe(true);
    expect(new Set(ids).size).toBe(1000);
    const earlier = newId(new Date('2024-01-01T00:00:00Z'));
    const later = newId(new Date('2025-01-01T00:00:00Z'));
    expect(earlier < later).toBe(true);
    expect(earlier.slice(0, 8)).toBe((Date.UTC(2024, 0, 1) / 1000).toString(16));
  });

  it('rejects anything that is not 24 hexadecimal characters', () => {
    expect(isObjectId('zzzzzzzzzzzzzzzzzzzzzzzz')).toBe(false);
    expect(isObjectId('abc')).toBe(false);
    expect(isObjectId(42)).toBe(false);
  });
});
