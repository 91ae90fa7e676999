/** Value sets shared by several tables (and by DTOs). */
export const TENURES = ['Freehold', 'Leasehold', 'Share Of Freehold', 'Other'] as const;
export const ESTATE_AGENT_STATUSES = ['pending', 'assigned', 'not_listed', 'no_agent'] as const;
export const CUSTOMER_TYPES = ['individual_owner', 'representative'] as const;
export const USER_TYPES = ['customer', 'admin'] as const;

/** The feed's 'Thirdfort Checks' status of a sale (admin.md §4 identity status). */
export const FEED_IDENTITY_STATUSES = ['outstanding', 'in progress', 'complete', 'failed'] as const;
