import { ValidationError } from '@/platform/common/errors';
import { TENURES } from '@/platform/database/schema';

export type Tenure = (typeof TENURES)[number];

/** The choices a form offers; anything else is kept as 'Other' with the text as its details. */
export const TENURE_OPTIONS = ['Freehold', 'Leasehold', 'Share Of Freehold', 'Other / Not Sure'];

const NAMED: readonly string[] = ['Freehold', 'Leasehold', 'Share Of Freehold'];
const OTHER_CHOICES = /^other( \/ not sure)?$/i;

export type ResolvedTenure = { tenure: Tenure; tenure_details: string | null };

/**
 * Turns a form's tenure answer into what a property stores: one of the three named tenures, or
 * 'Other' with details (the free text, or the details given with 'Other / Not Sure').
 */
export function resolveTenure(option: string, details?: string | null): ResolvedTenure {
  const choice = option.trim();
  const text = details?.trim() || null;
  const named = NAMED.find((tenure) => tenure.toLowerCase() === choice.toLowerCase());
  if (named) return { tenure: named as Tenure, tenure_details: null };
  if (OTHER_CHOICES.test(choice)) {
    if (!text) throw new ValidationError(['Please provide details']);
    return { tenure: 'Other', tenure_details: text };
  }
  return { tenure: 'Other', tenure_details: text ?? choice };
}
