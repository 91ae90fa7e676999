import { ValidationError } from '@/platform/common/errors';
import type { EstateAgentThirdfort, Valuer } from '@/platform/database/schema/types';

/** admin.md §9: negotiators per estate agent. */
export const MAX_NEGOTIATORS = 5;
/** Not in the spec: a bound so one agent stays one readable card list (docs/decisions/partners.md). */
export const MAX_VALUERS = 20;
export const MAX_REQUESTER_EMAILS = 10;

export const RULE_MESSAGES = {
  onePrimary: 'Only one valuer can be primary',
  requesterNeeded: 'Add a Thirdfort requester email while seller checks are requested',
  uniqueRequesters: 'Thirdfort requester emails must be unique',
} as const;

export const NO_THIRDFORT: EstateAgentThirdfort = {
  requestsSellerThirdfortChecks: false,
  requestsBuyerThirdfortChecks: false,
  thirdfortRequesterEmails: [],
  receivesSellerThirdfortChecks: false,
  receivesBuyerThirdfortChecks: false,
};

/**
 * admin.md §4 valuers: exactly one is primary. None marked (a new agent's first valuer, or the
 * primary was deleted) makes the first one primary; two marked is refused. Order is kept.
 */
export function withOnePrimary<T extends Valuer>(valuers: T[]): T[] {
  const marked = valuers.filter((valuer) => valuer.primary_valuer === true).length;
  if (marked > 1) throw new ValidationError([RULE_MESSAGES.onePrimary]);
  return valuers.map((valuer, index) => ({
    ...valuer,
    primary_valuer: marked === 0 ? index === 0 : valuer.primary_valuer === true,
  }));
}

/** Valuers as the cards show them: the primary first, the others in stored order. */
export function primaryFirst<T extends Valuer>(valuers: T[]): T[] {
  return [...valuers].sort(
    (a, b) => Number(b.primary_valuer === true) - Number(a.primary_valuer === true),
  );
}

/**
 * admin.md §5 Thirdfort settings: the requester e-mails are unique, and there is at least one
 * while seller checks are requested (the form cannot remove the last one then).
 */
export function checkedThirdfort(settings: EstateAgentThirdfort): EstateAgentThirdfort {
  const emails = settings.thirdfortRequesterEmails;
  if (new Set(emails).size !== emails.length) {
    throw new ValidationError([RULE_MESSAGES.uniqueRequesters]);
  }
  if (settings.requestsSellerThirdfortChecks && emails.length === 0) {
    throw new ValidationError([RULE_MESSAGES.requesterNeeded]);
  }
  return settings;
}
