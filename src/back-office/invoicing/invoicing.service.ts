import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { AdminConfigService } from '@/platform/settings/admin-config.service';
import { Clock } from '@/platform/common/clock';
import { featureError, ConflictError, NotFoundError } from '@/platform/common/errors';
import { monthRange } from '@/platform/common/uk-months';
import type { AppConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { Database } from '@/platform/database/database';
import { EmailService } from '@/platform/email/email.service';
import {
  INVOICE_COLUMNS,
  invoiceDate,
  invoiceFileName,
  invoiceRow,
  monthName,
  pounds,
  totalRow,
} from './invoicing.csv';
import { InvoicingQueryRepository } from './invoicing.query-repository';
import {
  InvoicingRepository,
  type InvoiceFileRow,
  type InvoiceFileSummary,
} from './invoicing.repository';

export class InvoiceFileNotFoundError extends featureError(
  NotFoundError,
  'INVOICE_FILE_NOT_FOUND',
  'No invoicing file has been produced for that month',
) {}

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

export const monthKey = ({ year, month }: InvoiceMonth) =>
  `${year}-${String(month).padStart(2, '0')}`;

/**
 * The monthly invoicing CSV (admin.md §9): one record per side of every sale whose solicitors
 * were assigned in the month, grouped by billed law firm, each at the configured invoicing amount,
 * then the total. Streamed: rows are read by cursor and written with backpressure.
 */
@Injectable()
export class InvoicingService {
  private readonly logger = new Logger('Invoicing');

  constructor(
    private readonly files: InvoicingRepository,
    private readonly records: InvoicingQueryRepository,
    private readonly config: AdminConfigService,
    private readonly email: EmailService,
    private readonly clock: Clock,
    @Inject(Database) private readonly database: Database,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  /**
   * Produces, keeps and e-mails one month's file (the scheduled job, MonthlyInvoicingJob).
   * Idempotent: a month that already has a file is left alone, so a retried or repeated run
   * changes nothing. Without an invoicing amount there is nothing to bill: it says so in the log
   * and keeps no file.
   */
  async produceMonth(period: InvoiceMonth): Promise<'produced' | 'exists' | 'no-amount'> {
    const key = monthKey(period);
    if (await this.files.hasFile(key)) return 'exists';
    const amount = (await this.config.get()).invoicing_amount;
    if (amount === null || amount === undefined) {
      this.logger.warn({ msg: 'no invoicing amount configured: no invoicing file', month: key });
      return 'no-amount';
    }
    const gzip = createGzip();
    const chunks: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const records = await this.writeCsv(period, amount, gzip);
    const fileName = this.fileName(period);
    const inserted = await this.database.transaction(async () => {
      const kept = await this.files.insertFile(
        {
          month: key,
          file_name: fileName,
          records,
          total_pence: records * amount,
          content_gzip: Buffer.concat(chunks),
        },
        this.clock.now(),
      );
      if (kept && this.app.invoicingEmail) {
        await this.email.queue(this.app.invoicingEmail, 'invoicing-ready', {
          monthName: `${monthName(period.month)} ${period.year}`,
          fileName,
          records,
          total: `£${pounds(records * amount)}`,
          downloadUrl: `${this.app.appUrl}/api/admin/invoicing/files/${key}`,
        });
      }
      return kept;
    });
    this.logger.log({ msg: 'monthly invoicing file kept', month: key, records, inserted });
    return inserted ? 'produced' : 'exists';
  }

  listFiles(): Promise<InvoiceFileSummary[]> {
    return this.files.listFiles();
  }

  async findFile(month: string): Promise<InvoiceFileRow> {
    const file = await this.files.findFile(month);
    if (!file) throw new InvoiceFileNotFoundError();
    return file;
  }

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
