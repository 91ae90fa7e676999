/**
 * Every timeline event the system records, with whether it is a milestone (a step of the
 * customer's journey the back office's timeline and feed highlight). New events are added here.
 */
export const EVENT_CATALOGUE = {
  transaction_created: { milestone: true },
  terms_accepted: { milestone: true },
  estate_agent_assigned: { milestone: true },
  referral_code_applied: { milestone: true },
  payment_successful: { milestone: true },
  // A card payment succeeded after a referral code (or another payment) settled the sale first.
  payment_received_twice: { milestone: false },
  purchase_intent_success_email_sent: { milestone: true },
  // A purchase joined the sale (its buyer chose the property, or staff attached it) or was
  // moved between sales by staff (on both sales' timelines).
  purchase_attached: { milestone: true },
  purchase_moved: { milestone: false },
  // Back-office changes (admin.md §5): who changed what, shown on the Events tab.
  tags_updated: { milestone: false },
  estate_agent_cleared: { milestone: false },
  solicitors_assigned: { milestone: true },
  introduction_email_queued: { milestone: false },
  significant_dates_updated: { milestone: true },
  additional_request_created: { milestone: false },
  additional_request_updated: { milestone: false },
  // Searches (admin.md §2 Searches tab): ordered by staff, then what the provider reported.
  searches_ordered: { milestone: true },
  searches_rejected: { milestone: false },
  search_result_received: { milestone: false },
  search_cancelled: { milestone: false },
  // Identity checks (admin.md §2 identity-check tab): staff actions and the provider's outcome.
  identity_check_ordered: { milestone: true },
  identity_check_aborted: { milestone: false },
  identity_check_reordered: { milestone: false },
  identity_check_completed: { milestone: true },
  identity_check_failed: { milestone: false },
  thirdfort_email_sent: { milestone: false },
  // The back office's own settings (no sale): GET /api/admin/config/events.
  admin_config_updated: { milestone: false },
  // Partners (admin.md §2 estate agents and brands): who changed which, with no sale.
  estate_agent_created: { milestone: false },
  estate_agent_updated: { milestone: false },
  brand_created: { milestone: false },
  brand_renamed: { milestone: false },
  brand_deleted: { milestone: false },
  law_firm_created: { milestone: false },
  law_firm_updated: { milestone: false },
  lawyer_group_updated: { milestone: false },
  company_created: { milestone: false },
  company_updated: { milestone: false },
  customer_created: { milestone: false },
  user_deactivated: { milestone: false },
  user_reactivated: { milestone: false },
} as const satisfies Record<string, { milestone: boolean }>;

export type EventName = keyof typeof EVENT_CATALOGUE;
