import { Writable } from 'node:stream';
import { Logger } from '@nestjs/common';
import express from 'express';
import request from 'supertest';
import { AppLogger, createPino } from '@/platform/common/logger';
import { requestContext } from './request-context';

describe('requestContext', () => {
  const lines: Record<string, unknown>[] = [];
  const app = express();

  beforeAll(() => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    Logger.overrideLogger(new AppLogger(createPino('info', stream)));
    const feature = new Logger('Feature');
    app.use(requestContext({ logRequests: true }));
    app.get('/api/things', async (_req, res) => {
      feature.log({ msg: 'before the database' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      feature.log({ msg: 'after the database' });
      res.json({ ok: true });
    });
  });

  afterAll(() => Logger.overrideLogger(false));

  const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

  it('keeps a safe X-Request-Id, echoes it, and puts it on every line of the request', async () => {
    const response = await request(app)
      .get('/api/things?token=never-logged')
      .set('X-Request-Id', 'lb-trace.0001_ab')
      .expect(200);
    expect(response.headers['x-request-id']).toBe('lb-trace.0001_ab');
    const mine = linesOf('lb-trace.0001_ab');
    expect(mine.map((line) => line.msg)).toEqual([
      'before the database',
      'after the database',
      'request',
    ]);
    expect(mine[2]).toMatchObject({ method: 'GET', path: '/api/things', status: 200 });
    expect(JSON.stringify(lines)).not.toContain('never-logged');
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'x'.repeat(65)],
    ['unsafe characters', 'id with spaces<script>'],
    ['a log injection', '12345678","level":"error'],
  ])('replaces an incoming id that is %s with one of its own', async (_what, incoming) => {
    const response = await request(app).get('/api/things').set('X-Request-Id', incoming);
    const id = response.headers['x-request-id'] as string;
    expect(id).not.toBe(incoming);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(id)).toHaveLength(3);
  });
});
