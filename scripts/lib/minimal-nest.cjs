// The yardstick of `npm run bench`: the smallest NestJS app that answers the signed-in read
// `GET /api/users/current` the way the real one must, on node-postgres with raw SQL and nothing
// else (no ORM, no middleware, no logging, no validation). It runs the same two queries as the
// app: the live session (joined with its user) from the cookie's hash, then the user by id.
//
//   DATABASE_URL=postgres://... PORT=3300 node scripts/lib/minimal-nest.cjs
//
// Plain CommonJS without a build step: the decorators are applied by hand.
require('reflect-metadata');
const { createHash } = require('node:crypto');
const { Controller, Get, Module, Req, Res } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { Pool } = require('pg');

const COOKIE = 'threshold_session';
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

function sessionSecret(header) {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

class UsersController {
  async current(req, res) {
    const secret = sessionSecret(req.headers.cookie);
    if (!secret) return res.status(401).json({ statusCode: 401 });
    const hash = createHash('sha256').update(secret).digest('hex');
    const session = await pool.query(
      `select s.id as session_id, s.expires_at, s.last_seen_at, u.id as user_id, u.active
         from sessions s join users u on u.id = s.user_id
        where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
      [hash],
    );
    const found = session.rows[0];
    if (!found || !found.active) return res.status(401).json({ statusCode: 401 });
    const { rows } = await pool.query(
      `select id, type, active, email, first_name, middle_name, last_name, phone_number,
              correspondence_address, stripe_customer_id, role, schema_version, created_at,
              updated_at
         from users where id = $1`,
      [found.user_id],
    );
    const { id, created_at, updated_at, ...user } = rows[0];
    return res.json({
      _id: id,
      ...user,
      createdAt: created_at.toISOString(),
      updatedAt: updated_at.toISOString(),
    });
  }
}
Controller('users')(UsersController);
const method = Object.getOwnPropertyDescriptor(UsersController.prototype, 'current');
Req()(UsersController.prototype, 'current', 0);
Res()(UsersController.prototype, 'current', 1);
Get('current')(UsersController.prototype, 'current', method);
Object.defineProperty(UsersController.prototype, 'current', method);

class MinimalModule {}
Module({ controllers: [UsersController] })(MinimalModule);

async function main() {
  const app = await NestFactory.create(MinimalModule, { logger: false });
  app.setGlobalPrefix('api');
  await app.listen(Number(process.env.PORT), '127.0.0.1');
  process.stdout.write('ready\n');
}

void main();
