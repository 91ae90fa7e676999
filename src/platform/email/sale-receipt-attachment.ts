import type { OutboxAttachment } from '@/platform/database/schema';

/**
 * The kind of e-mail attachment the receipts module renders: a sale's receipt PDF. Named here,
 * beside the outbox, so that the modules that send it (sales, payments) and the one that renders
 * it (receipts) need not depend on each other.
 */
export const SALE_RECEIPT_ATTACHMENT = 'sale-receipt';

/**
 * Attaches the sale's receipt to an e-mail (EmailService.queue's `attachments`): the outbox row
 * names the sale, and the PDF is rendered when the e-mail is sent.
 */
export function saleReceiptAttachment(saleId: string): OutboxAttachment {
  return { kind: SALE_RECEIPT_ATTACHMENT, ref: saleId };
}
