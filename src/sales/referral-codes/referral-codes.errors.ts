import { featureError, ValidationError } from '@/platform/common/errors';

/** Unknown, inactive or expired: the three read alike, so codes cannot be probed. */
export class ReferralCodeNotValidError extends featureError(
  ValidationError,
  'REFERRAL_CODE_NOT_VALID',
  ['Code not valid'],
) {}
