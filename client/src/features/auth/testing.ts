import type { PropertyCardDto, UserDto } from '@/api/generated';
import { saveCookieConsent } from '@/features/cookie-consent/consentStore';
import { jsonResponse } from '@/test/fetchStub';

/**
 * Fixtures for tests that need a session: a signed-in customer or admin as GET /users/current
 * returns them, and the 401 of a signed-out visitor. Only test files import this module.
 */

let sequence = 0;
const nextId = () => (++sequence).toString(16).padStart(24, '0');

export const makeUser = (overrides: Partial<UserDto> = {}): UserDto => {
  const id = nextId();
  return {
    _id: id,
    active: true,
    deactivated_at: null,
    createdAt: '2024-03-01T10:00:00.000Z',
    updatedAt: '2024-03-01T10:00:00.000Z',
    email: `user-${id.slice(-6)}@example.com`,
    first_name: 'Alex',
    middle_name: null,
    last_name: 'Morgan',
    phone_number: '+447400123456',
    correspondence_address: null,
    stripe_customer_id: null,
    type: 'customer',
    role: 'sell',
    schema_version: 1,
    ...overrides,
  };
};

export const makeAdmin = (overrides: Partial<UserDto> = {}): UserDto =>
  makeUser({ type: 'admin', role: null, first_name: 'Ada', last_name: 'Admin', ...overrides });

export const makePropertyCard = (overrides: Partial<PropertyCardDto> = {}): PropertyCardDto => ({
  transactionId: nextId(),
  address: '1 High Street, Bath, BA1 1AA',
  type: 'sell',
  complete: true,
  archived: false,
  status: 'paid',
  termsAccepted: true,
  propertyId: null,
  createdAt: '2024-05-01T09:00:00.000Z',
  ...overrides,
});

/** GET /api/users/current for a signed-in `user`. */
export const currentUserReply = (user: UserDto) => ({
  'GET /api/users/current': jsonResponse(user),
});

/** GET /api/users/current for a visitor without a session. */
export const signedOutReply = () => ({
  'GET /api/users/current': jsonResponse(
    { statusCode: 401, message: 'Please sign in', error: 'Unauthorized' },
    401,
  ),
});

/** A clean browser: nothing stored, and the cookie question already answered. */
export const resetBrowserStorage = () => {
  window.localStorage.clear();
  saveCookieConsent({});
};
