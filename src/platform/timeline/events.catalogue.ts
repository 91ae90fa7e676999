/**
 * Every timeline event the system records, with whether it is a milestone (a step of the
 * customer's journey the back office's timeline and feed highlight) and its label, what the
 * back office's History views call it (see `eventLabel`). New events are added here.
 */
export const EVENT_CATALOGUE = {
  transaction_created: { milestone: true, label: 'Sale created' },
  terms_accepted: { milestone: true, label: 'Terms accepted' },
  estate_agent_assigned: { milestone: true, label: 'Estate agent assigned' },
  referral_code_applied: { milestone: true, label: 'Referral code applied' },
  payment_successful: { milestone: true, label: 'Payment received' },
  // A card payment succeeded after a referral code (or another payment) settled the sale first.
  payment_received_twice: { milestone: false, label: 'Payment received twice' },
  purchase_intent_success_email_sent: {
    milestone: true,
    label: 'Purchase confirmation e-mail sent',
  },
  // A purchase joined the sale (its buyer chose the property, or staff attached it) or was
  // moved between sales by staff (on both sales' timelines).
  purchase_attached: { milestone: true, label: 'Purchase attached to the sale' },
  purchase_moved: { milestone: false, label: 'Purchase moved to another sale' },
  // Back-office changes (admin.md §5): who changed what, shown on the Events tab.
  tags_updated: { milestone: false, label: 'Tags changed' },
  estate_agent_cleared: { milestone: false, label: 'Estate agent removed' },
  solicitors_assigned: { milestone: true, label: 'Solicitors assigned' },
  introduction_email_queued: { milestone: false, label: 'Introduction e-mail sent' },
  significant_dates_updated: { milestone: true, label: 'Significant dates changed' },
  // A sale's milestones as records (issue 36): a step recorded, or a record corrected.
  milestone_recorded: { milestone: true, label: 'Milestone recorded' },
  milestone_corrected: { milestone: true, label: 'Milestone corrected' },
  // A customer's "Request an update" answered by staff (the request itself is the customer's note).
  update_request_answered: { milestone: false, label: 'Update request answered' },
  // Corrections staff make to a sale (Back office IV): its details, sellers, state, parties.
  sale_details_corrected: { milestone: false, label: 'Sale details corrected' },
  co_seller_added: { milestone: false, label: 'Co-seller added' },
  co_seller_removed: { milestone: false, label: 'Co-seller removed' },
  seller_customer_type_changed: { milestone: false, label: 'Representative changed' },
  sale_withdrawn: { milestone: true, label: 'Sale withdrawn' },
  sale_archived: { milestone: false, label: 'Sale archived' },
  sale_reinstated: { milestone: true, label: 'Sale reinstated' },
  solicitor_unassigned: { milestone: false, label: 'Solicitor un-assigned' },
  additional_request_created: { milestone: false, label: 'Additional request added' },
  additional_request_updated: { milestone: false, label: 'Additional request changed' },
  // The seller answered a request in the product (a file, or the fee approved or queried): a
  // milestone, so staff see it in the feed.
  request_answered: { milestone: true, label: 'Request answered' },
  // Documents (the transaction's Documents tab): who added, opened, shared or reviewed which file.
  document_uploaded: { milestone: false, label: 'Document uploaded' },
  document_downloaded: { milestone: false, label: 'Document downloaded' },
  document_visibility_changed: { milestone: false, label: 'Document sharing changed' },
  document_accepted: { milestone: false, label: 'Document accepted' },
  document_rejected: { milestone: false, label: 'Document rejected' },
  document_infected: { milestone: false, label: 'Document failed the virus check' },
  // Notes on a sale (back office only): who added, edited, pinned or deleted which.
  note_added: { milestone: false, label: 'Note added' },
  note_edited: { milestone: false, label: 'Note edited' },
  note_pinned: { milestone: false, label: 'Note pinned' },
  request_done: { milestone: false, label: "Customer's request marked done" },
  request_reopened: { milestone: false, label: "Customer's request opened again" },
  customer_details_corrected: { milestone: false, label: "Customer's details corrected" },
  note_unpinned: { milestone: false, label: 'Note unpinned' },
  note_deleted: { milestone: false, label: 'Note deleted' },
  // A buyer asked to change a confirmed purchase not yet linked to a sale (issue 25); once it is
  // linked, the request is a note on the sale.
  change_requested: { milestone: false, label: 'Change requested by the customer' },
  // Searches (admin.md §2 Searches tab): ordered by staff, then what the provider reported.
  searches_ordered: { milestone: true, label: 'Searches ordered' },
  searches_rejected: { milestone: false, label: 'Searches rejected' },
  search_result_received: { milestone: false, label: 'Search result received' },
  search_cancelled: { milestone: false, label: 'Search cancelled' },
  // Identity checks (admin.md §2 identity-check tab): staff actions and the provider's outcome.
  identity_check_ordered: { milestone: true, label: 'Identity check ordered' },
  identity_check_aborted: { milestone: false, label: 'Identity check aborted' },
  identity_check_reordered: { milestone: false, label: 'Identity check reordered' },
  identity_check_completed: { milestone: true, label: 'Identity check completed' },
  identity_check_failed: { milestone: false, label: 'Identity check failed' },
  thirdfort_email_sent: { milestone: false, label: 'Thirdfort e-mail sent' },
  // The back office's own settings (no sale): GET /api/admin/config/events.
  admin_config_updated: { milestone: false, label: 'Settings changed' },
  // Partners (admin.md §2 estate agents and brands): who changed which, with no sale.
  estate_agent_created: { milestone: false, label: 'Estate agent added' },
  estate_agent_updated: { milestone: false, label: 'Estate agent changed' },
  brand_created: { milestone: false, label: 'Brand added' },
  brand_renamed: { milestone: false, label: 'Brand renamed' },
  brand_deleted: { milestone: false, label: 'Brand deleted' },
  law_firm_created: { milestone: false, label: 'Law firm added' },
  law_firm_updated: { milestone: false, label: 'Law firm changed' },
  lawyer_group_created: { milestone: false, label: 'Lawyer group added' },
  lawyer_group_updated: { milestone: false, label: 'Lawyer group changed' },
  company_created: { milestone: false, label: 'Company added' },
  company_updated: { milestone: false, label: 'Company changed' },
  customer_created: { milestone: false, label: 'Customer added by staff' },
  user_deactivated: { milestone: false, label: 'User deactivated' },
  user_details_corrected: { milestone: false, label: 'Details corrected' },
  user_reactivated: { milestone: false, label: 'User reactivated' },
  // Customers' data rights (UK GDPR), on the user's History.
  erasure_requested: { milestone: false, label: 'Erasure requested by the customer' },
  customer_erased: { milestone: false, label: 'Customer erased' },
  held_records_deleted: { milestone: false, label: 'Held records deleted (retention over)' },
  // Staff's second factor (on the admin's own History): their passkeys and recovery codes.
  passkey_added: { milestone: false, label: 'Passkey added' },
  passkey_renamed: { milestone: false, label: 'Passkey renamed' },
  passkey_removed: { milestone: false, label: 'Passkey removed' },
  recovery_code_used: { milestone: false, label: 'Recovery code used' },
  recovery_codes_regenerated: { milestone: false, label: 'Recovery codes replaced' },
  second_factor_failed: { milestone: false, label: 'Second factor refused' },
} as const satisfies Record<string, { milestone: boolean; label?: string }>;

export type EventName = keyof typeof EVENT_CATALOGUE;

/**
 * What an event tells, in words, for the back office's History views: the catalogue's label, else
 * its name in words ('user_deactivated' → 'User deactivated'), also for a name no longer listed.
 */
export function eventLabel(name: string): string {
  const entry = (EVENT_CATALOGUE as Record<string, { label?: string }>)[name];
  if (entry?.label) return entry.label;
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
