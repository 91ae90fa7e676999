import { manualClock, searchOrder } from '@test/support/providers';
import type { SearchPush } from './search-provider';
import { SearchPushIntake } from './search-push.intake';
import {
  InMemorySimulatedSearchStore,
  SearchesSimulator,
  simulatedResultPdf,
} from './searches.simulator';
import { SEARCHES_DEFAULTS } from '@/platform/config/providers/searches';
import { searchesFromSettings } from './searches.factory';

const CREDENTIALS = { username: 'threshold-simulator', password: 'local-push-secret' };

const order = searchOrder;

/** What the module's intake would record: one line per product update. */
const summary = (pushes: SearchPush[]) =>
  pushes.flatMap((push) =>
    push.products.map((product) => `${push.kind} ${product.productCode} ${product.status}`),
  );

describe('SearchesSimulator', () => {
  let clock: ReturnType<typeof manualClock>;
  let store: InMemorySimulatedSearchStore;
  let simulator: SearchesSimulator;
  let received: SearchPush[];
  const intake = new SearchPushIntake(CREDENTIALS, 1024 * 1024);
  const deliver = async (xml: string) => {
    received.push(intake.read(xml));
  };

  beforeEach(() => {
    clock = manualClock('2025-03-03T10:00:00Z');
    store = new InMemorySimulatedSearchStore();
    simulator = new SearchesSimulator(
      { minutesPerDay: 1, pushCredentials: { ...CREDENTIALS, mode: 'Test' } },
      store,
      clock,
    );
    received = [];
  });

  it('moves each product from in progress (with its estimate) to complete (with its date)', async () => {
    const acknowledgement = await simulator.submitOrder(
      order('TH-1', { products: ['LLC1CON29', 'LANDREGPLAN'] }),
    );
    expect(acknowledgement).toEqual({
      outcome: 'acknowledged',
      requesterReference: 'TH-1',
      facilitatorReference: expect.stringMatching(/^OS\d{10}$/),
      supplierReference: null,
    });

    expect(await simulator.deliverDue(deliver)).toBe(2);
    expect(summary(received)).toEqual([
      'status LLC1CON29 in progress',
      'status LANDREGPLAN in progress',
    ]);
    expect(received[0].products[0].estimatedCompletion).toEqual(new Date('2025-03-13T00:00:00Z'));
    expect(received[1].products[0].estimatedCompletion).toEqual(new Date('2025-03-04T00:00:00Z'));
    expect(received[0]).toMatchObject({
      requesterReference: 'TH-1',
      facilitatorReference:
        acknowledgement.outcome === 'acknowledged' ? acknowledgement.facilitatorReference : '',
    });

    clock.advanceSeconds(60);
    expect(await simulator.deliverDue(deliver)).toBe(1);
    const landRegistry = received.at(-1)!;
    expect(summary([landRegistry])).toEqual(['results LANDREGPLAN complete']);
    expect(landRegistry.products[0].completionDate).toEqual(new Date('2025-03-03T10:01:00Z'));
    const documents = landRegistry.kind === 'results' ? landRegistry.products[0].documents : [];
    expect(documents).toEqual([
      expect.objectContaining({ filename: expect.stringMatching(/^OS\d+-LANDREGPLAN\.pdf$/) }),
    ]);
    expect(documents[0].content.toString('latin1')).toContain('(Land Registry Plan search ');

    clock.advanceSeconds(480);
    expect(await simulator.deliverDue(deliver)).toBe(0);
    clock.advanceSeconds(60);
    expect(await simulator.deliverDue(deliver)).toBe(1);
    expect(summary([received.at(-1)!])).toEqual(['results LLC1CON29 complete']);

    clock.advanceSeconds(3600);
    expect(await simulator.deliverDue(deliver)).toBe(0);
    expect(await store.listOpen()).toEqual([]);
  });

  it('cancels HOMECHECKPRO when ENVRES is in the same order', async () => {
    await simulator.submitOrder(order('TH-2'));
    clock.advanceSeconds(600);
    await simulator.deliverDue(deliver);
    const finals = summary(received).filter((line) => !line.endsWith('in progress'));
    expect(finals).toEqual([
      'status HOMECHECKPRO cancelled',
      'results LANDREGPLAN complete',
      'results ENVRES complete',
      'results ONESEARCHDW complete',
      'results LLC1CON29 complete',
    ]);
  });

  it('rejects an order OneSearch would refuse, and sends nothing for it', async () => {
    expect(
      await simulator.submitOrder(
        order('TH-3', {
          address: {
            buildingName: ' ',
            thoroughfare: 'Quay Walk',
            postTown: 'Bristol',
            postCode: 'BS1 4DJ',
          },
        }),
      ),
    ).toEqual({
      outcome: 'rejected',
      requesterReference: 'TH-3',
      reason: 'A building name or number is required.',
    });
    expect(
      await simulator.submitOrder(
        order('TH-4', {
          address: {
            buildingNumber: '4',
            thoroughfare: null,
            postTown: 'Bristol',
            postCode: 'BS1 4DJ',
          },
        }),
      ),
    ).toMatchObject({ outcome: 'rejected', reason: 'A thoroughfare (street) is required.' });
    clock.advanceSeconds(3600);
    expect(await simulator.deliverDue(deliver)).toBe(0);
  });

  it('answers a repeated order with its first acknowledgement and timeline', async () => {
    const first = await simulator.submitOrder(order('TH-5', { products: ['LANDREGPLAN'] }));
    clock.advanceSeconds(300);
    expect(await simulator.submitOrder(order('TH-5', { products: ['LANDREGPLAN'] }))).toEqual(
      first,
    );
    expect(await simulator.deliverDue(deliver)).toBe(2);
  });

  it('keeps what failed to deliver for the next round, and carries on after a restart', async () => {
    await simulator.submitOrder(order('TH-6', { products: ['LANDREGPLAN'] }));
    clock.advanceSeconds(60);
    const failing = vi
      .fn()
      .mockRejectedValueOnce(new Error('database busy'))
      .mockImplementation(deliver);
    await expect(simulator.deliverDue(failing)).rejects.toThrow('database busy');
    expect(received).toEqual([]);

    const restarted = new SearchesSimulator(
      { minutesPerDay: 1, pushCredentials: { ...CREDENTIALS, mode: 'Test' } },
      store,
      clock,
    );
    expect(await restarted.deliverDue(deliver)).toBe(2);
    expect(summary(received)).toEqual([
      'status LANDREGPLAN in progress',
      'results LANDREGPLAN complete',
    ]);
    expect(await restarted.deliverDue(deliver)).toBe(0);
  });

  it('makes a readable PDF', () => {
    const pdf = simulatedResultPdf(['Local search (LLC1CON29)', 'Costs £5 (approx)']).toString(
      'latin1',
    );
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf).toContain("(Costs ?5 \\(approx\\)) '");
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  });
});

describe('searchesFromSettings', () => {
  const clock = manualClock('2025-03-03T10:00:00Z');

  it('runs the simulator without SEARCHES_API_URL, its pushes accepted by the intake it comes with', async () => {
    const { provider, intake, simulator } = searchesFromSettings(SEARCHES_DEFAULTS, {
      clock,
      simulatorAllowed: true,
    });
    expect(provider.name).toBe('simulator');
    await provider.submitOrder(order('TH-7', { products: ['LANDREGPLAN'] }));
    const pushes: SearchPush[] = [];
    await simulator!.deliverDue(async (xml) => {
      pushes.push(intake.read(xml));
    });
    expect(summary(pushes)).toEqual(['status LANDREGPLAN in progress']);
  });

  it('refuses every order where no provider may run, and names missing settings', async () => {
    const { provider } = searchesFromSettings(SEARCHES_DEFAULTS, {
      clock,
      simulatorAllowed: false,
    });
    await expect(provider.submitOrder(order('TH-8'))).rejects.toMatchObject({
      failure: 'not_configured',
    });
    expect(() =>
      searchesFromSettings(
        {
          ...SEARCHES_DEFAULTS,
          apiUrl: 'https://hub.example/pisces',
          username: 'u',
          password: 'p',
        },
        { clock, simulatorAllowed: true },
      ),
    ).toThrow(
      'SEARCHES_CALLBACK_USERNAME is required when SEARCHES_API_URL is set; SEARCHES_CALLBACK_PASSWORD is required',
    );
  });
});
