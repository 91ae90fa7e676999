import { createHash } from 'node:crypto';
import type { ClockLike } from '@/platform/common/provider-http';
import type { SearchProductCode } from '@/platform/config/providers/searches';
import { SEARCH_PRODUCTS } from '@/providers/searches/searches.rules';
import { PiscesCredentials, renderResults, renderStatusUpdate } from './pisces.xml';
import { OrderAcknowledgement, SearchOrderRequest, SearchProvider } from './search-provider';

/** An order the simulator took; its pushes follow from it and the time. */
export type SimulatedSearchOrder = {
  requesterReference: string;
  facilitatorReference: string;
  order: SearchOrderRequest;
  submittedAt: Date;
  /** Why it was rejected, or null when acknowledged. */
  rejection: string | null;
  /** Keys of the pushes already delivered. */
  delivered: string[];
  /** True once every push is delivered. */
  closed: boolean;
};

/**
 * Where the simulator keeps its orders. The module backs it with a table so orders keep moving
 * after a restart; tests and throw-away runs use the in-memory store below.
 */
export type SimulatedSearchStore = {
  /** Stores the order unless one with its requester reference exists; answers the stored one. */
  insertOnce(order: SimulatedSearchOrder): Promise<SimulatedSearchOrder>;
  /** Acknowledged orders that still have pushes to deliver. */
  listOpen(): Promise<SimulatedSearchOrder[]>;
  markDelivered(requesterReference: string, key: string, closed: boolean): Promise<void>;
};

export class InMemorySimulatedSearchStore implements SimulatedSearchStore {
  private readonly orders = new Map<string, SimulatedSearchOrder>();

  async insertOnce(order: SimulatedSearchOrder): Promise<SimulatedSearchOrder> {
    if (!this.orders.has(order.requesterReference)) {
      this.orders.set(order.requesterReference, structuredClone(order));
    }
    return structuredClone(this.orders.get(order.requesterReference)!);
  }

  async listOpen(): Promise<SimulatedSearchOrder[]> {
    return [...this.orders.values()]
      .filter((order) => !order.rejection && !order.closed)
      .map((order) => structuredClone(order));
  }

  async markDelivered(requesterReference: string, key: string, closed: boolean): Promise<void> {
    const order = this.orders.get(requesterReference);
    if (!order) return;
    if (!order.delivered.includes(key)) order.delivered.push(key);
    order.closed = closed;
  }
}

/** Calendar days each product is quoted to take (the estimated completion). */
export const SIMULATED_TURNAROUND_DAYS: Record<SearchProductCode, number> = {
  LLC1CON29: 10,
  ONESEARCHDW: 5,
  ENVRES: 2,
  HOMECHECKPRO: 2,
  LANDREGPLAN: 1,
};

export type SearchesSimulatorSettings = {
  /** Real minutes a simulated day lasts: results come back after turnaround × this. */
  minutesPerDay: number;
  /** The credentials the simulator's pushes carry (what the intake expects). */
  pushCredentials: PiscesCredentials;
};

type Push = { key: string; dueAt: Date; xml: () => string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * OneSearch's own address rule (a premise and a thoroughfare are mandatory), then at least one
 * product: what the simulator rejects an order for.
 */
export function simulatedRejection(order: SearchOrderRequest): string | null {
  const { address } = order;
  if (!address.buildingName?.trim() && !address.buildingNumber?.trim()) {
    return 'A building name or number is required.';
  }
  if (!address.thoroughfare?.trim()) return 'A thoroughfare (street) is required.';
  if (!address.postTown?.trim() || !address.postCode?.trim()) {
    return 'A post town and postcode are required.';
  }
  if (order.products.length === 0) return 'At least one search product is required.';
  return null;
}

/**
 * Stands in for the search provider in the embedded default. An order is acknowledged (or
 * rejected by `simulatedRejection`); each product is then reported in progress with an estimated
 * completion `turnaround` days ahead, and its results come back after turnaround ×
 * `minutesPerDay` real minutes (well before the estimate, as real searches often do). An order
 * with both environmental searches has HOMECHECKPRO cancelled as a duplicate of ENVRES after one
 * simulated day. `deliverDue` hands each push that has come due, as PISCES XML with the in-band
 * credentials, to the same intake the provider's callbacks use.
 */
export class SearchesSimulator extends SearchProvider {
  readonly name = 'simulator';

  constructor(
    private readonly settings: SearchesSimulatorSettings,
    private readonly store: SimulatedSearchStore,
    private readonly clock: ClockLike,
  ) {
    super();
  }

  async submitOrder(order: SearchOrderRequest): Promise<OrderAcknowledgement> {
    const hash = createHash('sha256').update(order.reference).digest();
    const stored = await this.store.insertOnce({
      requesterReference: order.reference,
      facilitatorReference: `OS${String(hash.readUInt32BE(0)).padStart(10, '0')}`,
      order,
      submittedAt: this.clock.now(),
      rejection: simulatedRejection(order),
      delivered: [],
      closed: false,
    });
    if (stored.rejection) {
      return {
        outcome: 'rejected',
        requesterReference: stored.requesterReference,
        reason: stored.rejection,
      };
    }
    return {
      outcome: 'acknowledged',
      requesterReference: stored.requesterReference,
      facilitatorReference: stored.facilitatorReference,
      supplierReference: null,
    };
  }

  /**
   * Delivers every push that has come due, oldest first, through `deliver` (the push intake and
   * what applies it), and answers how many went. An order whose delivery fails keeps its
   * remaining pushes for the next call; the first failure is thrown once the others are done.
   */
  async deliverDue(deliver: (xml: string) => Promise<void>): Promise<number> {
    const now = this.clock.now();
    let count = 0;
    let firstFailure: unknown = null;
    for (const order of await this.store.listOpen()) {
      const pushes = this.pushesOf(order);
      const delivered = new Set(order.delivered);
      const due = pushes
        .filter((push) => !delivered.has(push.key) && push.dueAt <= now)
        .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
      try {
        for (const push of due) {
          await deliver(push.xml());
          delivered.add(push.key);
          const closed = pushes.every((p) => delivered.has(p.key));
          await this.store.markDelivered(order.requesterReference, push.key, closed);
          count++;
        }
      } catch (error) {
        firstFailure ??= error;
      }
    }
    if (firstFailure) throw firstFailure;
    return count;
  }

  private pushesOf(order: SimulatedSearchOrder): Push[] {
    const { pushCredentials, minutesPerDay } = this.settings;
    const references = {
      requester: order.requesterReference,
      facilitator: order.facilitatorReference,
    };
    const start = order.submittedAt.getTime();
    const simulatedDays = (days: number) => new Date(start + days * minutesPerDay * 60_000);
    const duplicateEnvironmental =
      order.order.products.includes('ENVRES') && order.order.products.includes('HOMECHECKPRO');
    return order.order.products.flatMap((code): Push[] => {
      const days = SIMULATED_TURNAROUND_DAYS[code];
      const inProgress: Push = {
        key: `status:${code}:in-progress`,
        dueAt: order.submittedAt,
        xml: () =>
          renderStatusUpdate(pushCredentials, references, [
            {
              code,
              status: 'InProgress',
              statusDate: order.submittedAt,
              estimatedCompletion: new Date(start + days * DAY_MS),
            },
          ]),
      };
      if (code === 'HOMECHECKPRO' && duplicateEnvironmental) {
        const cancelledAt = simulatedDays(1);
        return [
          inProgress,
          {
            key: `status:${code}:cancelled`,
            dueAt: cancelledAt,
            xml: () =>
              renderStatusUpdate(pushCredentials, references, [
                { code, status: 'Cancelled', statusDate: cancelledAt },
              ]),
          },
        ];
      }
      const completedAt = simulatedDays(days);
      return [
        inProgress,
        {
          key: `results:${code}`,
          dueAt: completedAt,
          xml: () =>
            renderResults(pushCredentials, references, order.order.address, completedAt, [
              {
                code,
                asOf: completedAt,
                filename: `${order.facilitatorReference}-${code}.pdf`,
                description: `${SEARCH_PRODUCTS[code]} search`,
                pdf: simulatedResultPdf([
                  `${SEARCH_PRODUCTS[code]} search (${code})`,
                  `Order ${order.facilitatorReference}, reference ${order.requesterReference}`,
                  'Simulated result: no entries found.',
                ]),
              },
            ]),
        },
      ];
    });
  }
}

/** A one-page PDF with a few lines of text: the simulated search result. */
export function simulatedResultPdf(lines: string[]): Buffer {
  const escape = (line: string) => line.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const content = [
    'BT /F1 12 Tf 72 770 Td 16 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
