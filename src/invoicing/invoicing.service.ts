import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Injectable, Logger } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { AdminConfigService } from '@/admin-config/admin-config.service';
import { featureError, ConflictError } from '@/common/errors';
import { monthRange } from '@/common/uk-months';
import {
  INVOICE_COLUMNS,
  invoiceDate,
  invoiceFileName,
  invoiceRow,
  totalRow,
} from './invoicing.csv';
import { InvoicingRepository } from './invoicing.repository';

/** admin.md §5: the export needs an invoicing amount. */
export class NoInvoicingAmountError extends featureError(
  ConflictError,
  'NO_INVOICING_AMOUNT',
  'There is no invoicing amount configured. Please set it before continuing.',
) {}

export type InvoiceMonth = { year: number; month: number };

export const parseMonth = (text: string): InvoiceMonth => {
  const [year, month] = text.split('-').map(Number);
  return { year, month };
};

/**
 * The monthly invoicing CSV (admin.md §9): one record per side of every sale whose solicitors
 * were assigned in the month, grouped by billed law firm, each at the configured invoicing amount,
 * then the total. Streamed: rows are read by cursor and written with backpressure.
 */
@Injectable()
export class InvoicingService {
  private readonly logger = new Logger('Invoicing');

  constructor(
    private readonly records: InvoicingRepository,
    private readonly config: AdminConfigService,
  ) {}

  /** The amount to bill per record, in pence; refused when none is configured. */
  async amountPence(): Promise<number> {
    const amount = (await this.config.get()).invoicing_amount;
    if (amount === null || amount === undefined) throw new NoInvoicingAmountError();
    return amount;
  }

  fileName({ year, month }: InvoiceMonth): string {
    return invoiceFileName(year, month);
  }

  /** Writes the month's file to `out` (ending it); answers the number of records. */
  async writeCsv(period: InvoiceMonth, amountPence: number, out: Writable): Promise<number> {
    const csv = stringify({ bom: true, header: true, columns: [...INVOICE_COLUMNS] });
    csv.pipe(out);
    const context = { invoiceDate: invoiceDate(period.year, period.month), amountPence };
    let records = 0;
    const write = async (row: string[]) => {
      if (!csv.write(row)) await once(csv, 'drain');
    };
    try {
      await this.records.forEachBatch(monthRange(period), async (rows) => {
        for (const row of rows) await write(invoiceRow(row, context));
        records += rows.length;
      });
      await write(totalRow(records, amountPence));
      csv.end();
      await finished(out);
    } catch (error) {
      csv.destroy(error as Error);
      out.destroy(error as Error);
      throw error;
    }
    this.logger.log({ msg: 'invoicing file written', month: period, records });
    return records;
  }
}
