/**
 * Where the cookie policy lives: a module of its own so that the cookie pop-up (which the light
 * landing shows before any other page) does not carry the privacy policy's text with it.
 */
export const COOKIE_POLICY_PATH = '/cookie-policy';
