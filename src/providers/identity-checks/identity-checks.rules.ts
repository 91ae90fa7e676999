/**
 * The identity-check rules of the back office (admin spec §4 and §9), as pure functions: phone
 * numbers, which action a check offers and why one is refused, who a check belongs to, when v2
 * applies, and how the provider's news moves a check on.
 */

export const IDENTITY_CHECK_STATUSES = ['pending', 'complete', 'failed', 'aborted'] as const;
export type IdentityCheckStatus = (typeof IDENTITY_CHECK_STATUSES)[number];

export const CHECK_PERSON_TYPES = ['seller', 'buyer', 'giftor'] as const;
export type CheckPersonType = (typeof CHECK_PERSON_TYPES)[number];

/** The person a check is about, as stored on the check (`person_details`). */
export type CheckPerson = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
};

/** Spaces, dashes, dots and brackets people type inside phone numbers. */
const PHONE_FORMATTING = /[\s\-.()]/g;

/** The number sent with a check: a national number (leading 0) becomes +44. */
export function toCheckPhoneNumber(phone: string): string {
  const compact = phone.replace(PHONE_FORMATTING, '');
  return compact.startsWith('0') ? `+44${compact.slice(1)}` : compact;
}

/** The number on the person's details card: a UK mobile written 07… drops its leading 0. */
export function toDisplayPhoneNumber(phone: string): string {
  const trimmed = phone.trim();
  return trimmed.startsWith('07') ? trimmed.slice(1) : trimmed;
}

/** Why a person's check actions are refused (admin.md §4), as the tab and the 400s say it. */
export const CHECK_MESSAGES = {
  notV2:
    'Identity checks are ordered from the back office only for transactions created after the Thirdfort v2 switchover date.',
  noSellerSolicitor: 'Assign a seller solicitor before ordering identity checks for sellers.',
  inactivePurchase: 'The purchase intent is inactive: its checks cannot be ordered.',
  noBuyerSolicitor: 'Assign a buyer solicitor before ordering identity checks for buyers.',
  missingContact: 'Add an e-mail address and a phone number for this person first.',
  unknownPerson:
    'Nobody of this transaction has these details: check the name, e-mail and person type.',
} as const;

export type CheckAction = 'order' | 'abort' | 'reorder';
export type CheckActionState = { action: CheckAction; disabled: boolean };

/**
 * The action a person's current check offers: none → order, pending → abort, failed or
 * aborted → reorder, complete → reorder shown but disabled. `blocked` disables any action
 * (see `checkActionsBlocked`).
 */
export function checkAction(
  status: IdentityCheckStatus | null,
  blocked: boolean,
): CheckActionState {
  switch (status) {
    case null:
      return { action: 'order', disabled: blocked };
    case 'pending':
      return { action: 'abort', disabled: blocked };
    case 'failed':
    case 'aborted':
      return { action: 'reorder', disabled: blocked };
    case 'complete':
      return { action: 'reorder', disabled: true };
  }
}

export type CheckActionContext =
  | { personType: 'seller'; sellerLawyerGroupAssigned: boolean }
  | {
      personType: 'buyer' | 'giftor';
      purchaseIntentActive: boolean;
      buyerLawyerGroupAssigned: boolean;
    };

/**
 * Whether the action buttons are disabled: for sellers while no solicitor group is assigned;
 * for buyers and giftors while their purchase intent is inactive or has no buyer lawyer group.
 */
export function checkActionsBlocked(context: CheckActionContext): boolean {
  if (context.personType === 'seller') return !context.sellerLawyerGroupAssigned;
  return !context.purchaseIntentActive || !context.buyerLawyerGroupAssigned;
}

export type StoredCheck = {
  person_type: CheckPersonType;
  person_details: CheckPerson;
  status: IdentityCheckStatus;
  createdAt: Date;
};

/** How the timeline names a check: 'Identity check for Ada Lovelace (seller)'. */
export function describeCheck(check: Pick<StoredCheck, 'person_type' | 'person_details'>): string {
  const { first_name, last_name } = check.person_details;
  return `Identity check for ${first_name} ${last_name} (${check.person_type})`;
}

/**
 * Identity v2 (checks ordered from the back office) applies when the configured switchover date
 * is before the transaction's creation date; with no date configured it applies to none.
 */
export function identityV2Applies(switchover: Date | null, transactionCreatedAt: Date): boolean {
  return switchover !== null && switchover.getTime() < transactionCreatedAt.getTime();
}

/**
 * The status a check moves to when the provider reports `reported`: only a pending check moves.
 * Complete, failed and aborted are final (staff reorder, which makes a new check, to go on).
 */
export function nextCheckStatus(
  current: IdentityCheckStatus,
  reported: IdentityCheckStatus,
): IdentityCheckStatus {
  return current === 'pending' ? reported : current;
}

/**
 * Whether a provider event about a check may change it: never once the check is final, and never
 * when the provider recorded it before the latest event already applied (a late delivery).
 */
export function providerEventApplies(
  check: { status: IdentityCheckStatus; providerEventAt: Date | null },
  event: { occurredAt: Date | null },
): boolean {
  if (check.status !== 'pending') return false;
  if (!check.providerEventAt || !event.occurredAt) return true;
  return event.occurredAt.getTime() >= check.providerEventAt.getTime();
}
