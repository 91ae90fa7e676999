import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import {
  additionalRequests,
  documents,
  purchaseIntents,
  transactions,
  users,
} from '@/platform/database/schema';
import type { DocumentRow } from './documents.rules';

export type SaleParties = {
  transaction_id: string;
  seller_id: string;
  /** The active purchases attached to the sale: each buyer's purchase id. */
  buyers: { purchase_intent_id: string; buyer_id: string }[];
};

export type PurchaseLink = {
  purchase_intent_id: string;
  buyer_id: string;
  transaction_id: string | null;
  is_active: boolean;
};

export type AdminDocumentRow = DocumentRow & {
  uploader_email: string | null;
  request_type: (typeof additionalRequests.$inferSelect)['type'] | null;
};

/**
 * What documents read of other modules' tables: who the parties of a sale are (to decide who may
 * see its files), and the uploaders' and requests' details for the back office's list.
 */
@Injectable()
export class DocumentsQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** The sale's seller and its active purchases' buyers; undefined for an unknown sale. */
  async partiesOfSale(transactionId: string): Promise<SaleParties | undefined> {
    const [sale] = await this.database.db
      .select({ seller_id: transactions.primary_seller_id })
      .from(transactions)
      .where(eq(transactions._id, transactionId));
    if (!sale) return undefined;
    const buyers = await this.database.db
      .select({
        purchase_intent_id: purchaseIntents._id,
        buyer_id: purchaseIntents.primary_buyer_id,
      })
      .from(purchaseIntents)
      .where(
        and(eq(purchaseIntents.transaction_id, transactionId), eq(purchaseIntents.is_active, true)),
      );
    return { transaction_id: transactionId, seller_id: sale.seller_id, buyers };
  }

  async purchaseLink(purchaseIntentId: string): Promise<PurchaseLink | undefined> {
    const [row] = await this.database.db
      .select({
        purchase_intent_id: purchaseIntents._id,
        buyer_id: purchaseIntents.primary_buyer_id,
        transaction_id: purchaseIntents.transaction_id,
        is_active: purchaseIntents.is_active,
      })
      .from(purchaseIntents)
      .where(eq(purchaseIntents._id, purchaseIntentId));
    return row;
  }

  /** A sale's documents, newest first, with the uploader's e-mail and the request's type. */
  async listForAdmin(transactionId: string): Promise<AdminDocumentRow[]> {
    const rows = await this.database.db
      .select({
        document: documents,
        uploader_email: users.email,
        request_type: additionalRequests.type,
      })
      .from(documents)
      .leftJoin(users, eq(users._id, documents.uploaded_by))
      .leftJoin(additionalRequests, eq(additionalRequests._id, documents.request_id))
      .where(eq(documents.transaction_id, transactionId))
      .orderBy(desc(documents.createdAt), desc(documents._id));
    return rows.map((row) => ({
      ...row.document,
      uploader_email: row.uploader_email,
      request_type: row.request_type,
    }));
  }

  async findForAdmin(id: string): Promise<AdminDocumentRow | undefined> {
    const [row] = await this.database.db
      .select({
        document: documents,
        uploader_email: users.email,
        request_type: additionalRequests.type,
      })
      .from(documents)
      .leftJoin(users, eq(users._id, documents.uploaded_by))
      .leftJoin(additionalRequests, eq(additionalRequests._id, documents.request_id))
      .where(eq(documents._id, id));
    return row
      ? { ...row.document, uploader_email: row.uploader_email, request_type: row.request_type }
      : undefined;
  }
}
