/**
 * The sale's receipt (a VAT receipt, or the £0.00 confirmation of a referral code) as a PDF
 * download: GET /api/transaction/{id}/receipt. A plain link, not an RTK Query hook: the generated
 * client reads JSON, while this answers a file the browser saves (Content-Disposition:
 * attachment); the session cookie goes with the same-origin request.
 */
export const receiptUrl = (transactionId: string): string =>
  `/api/transaction/${encodeURIComponent(transactionId)}/receipt`;
