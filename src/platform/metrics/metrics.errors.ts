import { featureError, UnauthorizedError } from '@/platform/common/errors';

export class MetricsTokenRequiredError extends featureError(
  UnauthorizedError,
  'METRICS_TOKEN_REQUIRED',
  'A valid metrics token is required',
) {}
