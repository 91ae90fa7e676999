import { isApiError, type ApiError } from '@/api/baseQuery';

/** customer.md §2 and §8, word for word. */
export const authMessages = {
  title: 'Get started in less than 5 minutes',
  submit: 'Send me a magic link',
  signUpSent:
    "Success! We've emailed you a magic link to sign-in. It will arrive within 5 minutes.",
  signInSent: 'If you have an account with us you will receive a magic link',
  sendAgain: 'Send email again',
  resendTooSoon: 'Please wait at least 5 minutes before trying again.',
  rateLimited: 'Too many requests. Please try again after 5 minutes.',
  signInFailed: 'Failed to sign in. Please try again later.',
  signUpFailed: 'Failed to sign up. Please try again later.',
  recaptchaFailed: 'Failed to verify reCAPTCHA.',
  linkExpiredTitle: 'Your link has expired',
  goToSignIn: 'Go to Sign In',
} as const;

/** The top banners of the sign-in pages, by query parameter (customer.md §2). */
export const bannerMessages = {
  signOut: "You've been signed out.",
  account: 'It looks like you already have an account with us. Please sign in to continue.',
  preventEmail: 'Warning! Sending the Magic Link email has been disabled.',
  networkError:
    "We're having trouble connecting to our servers. Please refresh the page and try again.",
} as const;

export type MagicLinkAction = 'signIn' | 'signUp';

/** What to tell the user when a sign-in or sign-up request fails. */
export const magicLinkErrorMessage = (error: unknown, action: MagicLinkAction): string => {
  const status: ApiError['status'] | undefined = isApiError(error) ? error.status : undefined;
  if (status === 429) return authMessages.rateLimited;
  if (status === 403) return authMessages.recaptchaFailed;
  return action === 'signIn' ? authMessages.signInFailed : authMessages.signUpFailed;
};
