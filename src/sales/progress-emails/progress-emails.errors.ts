import { featureError, ForbiddenError } from '@/platform/common/errors';

/** The unsubscribe link's token is not the one made for that user. */
export class InvalidUnsubscribeLinkError extends featureError(
  ForbiddenError,
  'UNSUBSCRIBE_LINK_INVALID',
  'This unsubscribe link is not valid. Sign in to turn progress e-mails off from your dashboard.',
) {}
