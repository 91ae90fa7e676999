import { EventEmitter } from 'node:events';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, Observable } from 'rxjs';
import { ADMIN_READ_SHARE, AdminReadLimit } from './admin';

/** A request in flight through the interceptor: whether its handler ran, and its answer. */
function request(limit: AdminReadLimit, method = 'GET') {
  const response = new EventEmitter();
  let started = false;
  const context = {
    switchToHttp: () => ({ getRequest: () => ({ method }), getResponse: () => response }),
  } as unknown as ExecutionContext;
  const next: CallHandler = {
    handle: () =>
      new Observable((subscriber) => {
        started = true;
        subscriber.next('answer');
        subscriber.complete();
      }),
  };
  const answer = lastValueFrom(limit.intercept(context, next), { defaultValue: undefined });
  return {
    started: () => started,
    answer,
    /** The answer has gone to the client (or the client left). */
    close: () => response.emit('close'),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('AdminReadLimit', () => {
  it('runs its share of back-office reads at once and queues the rest until one has gone', async () => {
    const limit = new AdminReadLimit();
    const first = Array.from({ length: ADMIN_READ_SHARE }, () => request(limit));
    const queued = request(limit);
    await settle();
    expect(first.every((read) => read.started())).toBe(true);
    expect(queued.started()).toBe(false);

    // A write is never held behind the reads.
    const write = request(limit, 'POST');
    await settle();
    expect(write.started()).toBe(true);

    first[0].close();
    await settle();
    expect(queued.started()).toBe(true);
    expect(await queued.answer).toBe('answer');
    for (const read of [...first.slice(1), queued]) read.close();
  });

  it('skips a read whose client left while it waited, and gives its place on', async () => {
    const limit = new AdminReadLimit();
    const first = Array.from({ length: ADMIN_READ_SHARE }, () => request(limit));
    const left = request(limit);
    const after = request(limit);
    await settle();
    left.close();
    first[0].close();
    await settle();
    expect(left.started()).toBe(false);
    expect(after.started()).toBe(true);
    for (const read of [...first.slice(1), after]) read.close();
  });
});
