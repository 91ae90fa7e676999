import { ACCESS_KINDS } from '@/platform/database/schema';
import { ACCESS_KIND_LABELS, distinctSubjects } from './access-records.rules';

describe('access records: rules', () => {
  it('says every kind of view in words', () => {
    for (const kind of ACCESS_KINDS)
      expect(ACCESS_KIND_LABELS[kind]).toMatch(/^[A-Z].+ (viewed|downloaded|previewed)$/);
  });

  it('records each person of a view once, in the order given', () => {
    expect(
      distinctSubjects([
        { type: 'user', id: 'a'.repeat(24) },
        { type: 'person', id: 'b'.repeat(24) },
        { type: 'user', id: 'a'.repeat(24) },
        { type: 'person', id: 'a'.repeat(24) },
      ]),
    ).toEqual([
      { type: 'user', id: 'a'.repeat(24) },
      { type: 'person', id: 'b'.repeat(24) },
      { type: 'person', id: 'a'.repeat(24) },
    ]);
  });
});
