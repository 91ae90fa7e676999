/** customer.md §6: a customer is a seller (`sell`) or a buyer (`buy`). */
export const roles = ['sell', 'buy'] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (roles as readonly string[]).includes(value);

/** customer.md §2: the default onboarding role is buy if the path contains buy, otherwise sell. */
export const roleFromPath = (pathname: string): Role => (pathname.includes('buy') ? 'buy' : 'sell');

/** The user's own role when they have one, else the role the path implies. */
export const resolveRole = (userRole: Role | null | undefined, pathname: string): Role =>
  userRole ?? roleFromPath(pathname);

export const welcomePath = (role: Role): string => `/${role}/welcome`;
export const getStartedPath = (role: Role): string => `/${role}/get-started`;
/** A completed onboarding's property dashboard. */
export const dashboardPath = (role: Role, transactionId: string): string =>
  `/dashboard/${role}/${transactionId}`;

export const SIGN_IN_PATH = '/sign-in';
export const WELCOME_BACK_PATH = '/welcome-back';
export const LINK_EXPIRED_PATH = '/authenticate/link-expired';
export const ADMIN_PATH = '/admin';
/** Where sign-out lands: the sign-in page with the 'You've been signed out.' banner. */
export const SIGNED_OUT_PATH = '/sign-in?sign-out=true';
/** Where sign-up sends an e-mail that already has an account. */
export const EXISTING_ACCOUNT_PATH = '/sign-in?account=true';
