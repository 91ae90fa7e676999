import { customType, timestamp, varchar } from 'drizzle-orm/pg-core';
import { newId } from '@/platform/common/ids';

/** The `_id` primary key every entity exposes: a 24-hex ObjectId-style string. */
export const id = () =>
  varchar('id', { length: 24 })
    .primaryKey()
    .$defaultFn(() => newId());

export const ref = (name: string) => varchar(name, { length: 24 });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());

export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Binary content (files kept in the database: invoicing files, search results). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
