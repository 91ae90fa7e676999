import { ConflictError, featureError } from '@/platform/common/errors';

/** A step of the purchase recorded on a sale that has no buyer's purchase yet. */
export class MilestoneNeedsPurchaseError extends featureError(
  ConflictError,
  'MILESTONE_NEEDS_PURCHASE',
  "This sale has no buyer's purchase yet. Attach the buyer's purchase to the sale, then record the step.",
) {}
