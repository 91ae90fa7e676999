/**
 * When a buyer's purchase counts as complete: it is **confirmed** (docs/glossary.md). The buyer
 * has accepted the terms (PUT /api/purchase-intent/{id}?termsAndConditions=true) and then
 * confirmed the covered fees (GET /api/purchase-intent/confirm/{id}). The record says so with
 * `is_active`, the API's name for it, kept as the spec has it; it is set once, by the call that
 * confirms (PurchaseIntentsRepository.activateIfInactive), and never unset.
 *
 * What follows from it:
 * - the buyer's answers are locked: a change goes through a change request;
 * - the sale counts the buyer as its buyer: the tracker's "purchase confirmed" step, the sale's
 *   documents shared with the buyer, the solicitors' introductions;
 * - a sale's current purchase is its confirmed one, else its newest (the reads order by
 *   `is_active desc, created_at desc`).
 *
 * Legal completion is another thing: the purchase's `completed_at`, a significant date.
 */
export const isConfirmed = (purchase: { is_active: boolean }): boolean => purchase.is_active;
