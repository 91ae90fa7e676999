/**
 * The key the unsubscribe links' tokens are made with: the server's AUTH_SECRET (authKeyFor),
 * used under a label of its own (progress-emails.rules.ts).
 */
export const UNSUBSCRIBE_KEY = Symbol('UNSUBSCRIBE_KEY');
