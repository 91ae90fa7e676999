import { errorMessages, isApiError } from '@/api/baseQuery';

/** admin.md §8 and §9 'Other admin messages'. */
export const GROUP_MESSAGES = {
  load: 'There was an error while fetching transactions groups',
  representative: 'There was an error while creating representative',
  company: 'There was an error while creating company',
  create: 'There was an error while creating transactions group',
  validation: 'Validation failed. Please check all required fields.',
  unknown: 'An unknown error occurred',
  createSuffix: '. Please go back and try again.',
  findUser: 'There was an error finding user by email',
  findCompany: 'There was an error finding company by company number',
  success: "You've successfully created a transaction group",
  assignAgentFailed: 'There was an error while processing transactions group',
  assignFailed: 'There was an error assigning solicitors',
  /** The API's 409s (a group-wide change would overwrite what sales have on their own). */
  agentDiffers:
    'The transactions in this group do not all have the same estate agent, so it cannot be changed for the whole group. Change it on each transaction.',
  solicitorsDiffer:
    'The transactions in this group do not all have the same solicitors, so they cannot be changed for the whole group. Change them on each transaction.',
} as const;

/**
 * The error box of a group that could not be created (admin.md §8: the message, then '. Please go
 * back and try again.'): a refusal the server explains (a name already taken) in its own words,
 * a rejected form as the validation summary with the rules it broke underneath, anything else
 * as the create failure with what went wrong underneath.
 */
export const groupCreateFailure = (error: unknown): { title: string; detail?: string } => {
  const title = (reason: string) => `${reason.replace(/\.$/, '')}${GROUP_MESSAGES.createSuffix}`;
  if (!isApiError(error)) return { title: title(GROUP_MESSAGES.unknown) };
  if (error.status === 400 || error.status === 422) {
    const rules = error.serverMessage === undefined ? undefined : errorMessages(error).join('\n');
    return { title: title(GROUP_MESSAGES.validation), detail: rules };
  }
  if (error.serverMessage !== undefined) return { title: title(errorMessages(error).join(' ')) };
  return { title: title(GROUP_MESSAGES.create), detail: error.message };
};

/** A lookup that failed for another reason than "no such record": what failed, then why. */
export const lookupFailure = (what: string, error: unknown): string =>
  `${what}. ${errorMessages(error).join(' ')}`;
