/** Wording from customer.md §8 that several onboarding screens share. */

const withoutFinalFullStop = (message: string): string => message.trim().replace(/[.\s]+$/, '');

/** Loading or saving failed: '{message}. Please try again or contact support at {email}'. */
export const tryAgainOrContactSupport = (message: string, supportEmail: string): string =>
  `${withoutFinalFullStop(message)}. Please try again or contact support at ${supportEmail}`;

/** Terms acceptance failed: the message plus '. Please contact support at {email}'. */
export const contactSupport = (message: string, supportEmail: string): string =>
  `${withoutFinalFullStop(message)}. Please contact support at ${supportEmail}`;

/** The address finder found nothing, or the lookup failed. */
export const addressNotFoundMessage = (supportEmail: string): string =>
  `We couldn't find that address. Please check for any typos and try again. If you're sure the address is right, then before continuing, please contact our team at ${supportEmail}`;
