import { eventLabel } from './events.catalogue';

describe('eventLabel', () => {
  it("answers the catalogue's label for what an event tells", () => {
    expect(eventLabel('admin_config_updated')).toBe('Settings changed');
    expect(eventLabel('user_deactivated')).toBe('User deactivated');
    expect(eventLabel('brand_created')).toBe('Brand added');
  });

  it('puts a name the catalogue has no label for into words', () => {
    expect(eventLabel('lawyer_group_retired')).toBe('Lawyer group retired');
    expect(eventLabel('x')).toBe('X');
  });
});
