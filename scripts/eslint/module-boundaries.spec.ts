import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import boundaries from './module-boundaries.cjs';

const SRC = join(__dirname, '..', '..', 'src');
const file = (path: string) => join(SRC, path);

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

describe('module boundaries', () => {
  tester.run('no-foreign-repository', boundaries.rules['no-foreign-repository'], {
    valid: [
      {
        name: 'a module imports its own repository and query repository',
        filename: file('sales/services/sales.service.ts'),
        code: `import { SalesRepository } from '../sales.repository';
import { SalesQueryRepository } from '@/sales/sale/sales.query-repository';`,
      },
      {
        name: "another module's service",
        filename: file('payments/payments.service.ts'),
        code: `import { SalesService } from '@/sales/sale/services/sales.service';`,
      },
    ],
    invalid: [
      {
        name: "another module's repository, by alias",
        filename: file('payments/payments.service.ts'),
        code: `import { SalesRepository } from '@/sales/sale/sales.repository';`,
        errors: [
          { messageId: 'foreign', data: { source: '@/sales/sales.repository', owner: 'sales' } },
        ],
      },
      {
        name: "another module's query repository, relatively and for a type only",
        filename: file('sales-desk/services/sale-detail.service.ts'),
        code: `import type { SaleViewRow } from '../../sales/sales.query-repository';`,
        errors: [{ messageId: 'foreign' }],
      },
      {
        name: "a re-export of another module's repository",
        filename: file('orders/orders.service.ts'),
        code: `export type { PersonRow } from '@/accounts/people/people.repository';`,
        errors: [{ messageId: 'foreign' }],
      },
    ],
  });

  tester.run('owned-writes', boundaries.rules['owned-writes'], {
    valid: [
      {
        name: 'the owner writes its table',
        filename: file('users/users.repository.ts'),
        code: `import { users } from '@/platform/database/schema';
db.update(users).set({ stripe_customer_id: 'cus_1' });`,
      },
      {
        name: "another module's table read, not written",
        filename: file('sales/sales.query-repository.ts'),
        code: `import { users } from '@/platform/database/schema';
db.select().from(users);`,
      },
      {
        name: 'an update of something that is not a table (a hash)',
        filename: file('payments/adapters/webhook-verifier.ts'),
        code: `const users = createHmac('sha256', key);
users.update(body);`,
      },
      {
        name: 'the demo data loader',
        filename: file('seed/demo-sales.ts'),
        code: `import { transactions } from '@/platform/database/schema';
db.insert(transactions).values(rows);`,
      },
    ],
    invalid: [
      {
        name: "payments writing the users module's table",
        filename: file('payments/payments.repository.ts'),
        code: `import { users } from '@/platform/database/schema';
db.update(users).set({ stripe_customer_id: 'cus_1' });`,
        errors: [{ messageId: 'foreign', data: { table: 'users', owner: 'users' } }],
      },
      {
        name: 'an insert through a renamed import and a delete through the schema namespace',
        filename: file('transaction-groups/transaction-groups.repository.ts'),
        code: `import { transactions as sales } from '@/platform/database/schema/transactions';
import * as schema from '../database/schema';
tx.insert(sales).values(row);
tx.delete(schema.transactionSellers);`,
        errors: [
          { messageId: 'foreign', data: { table: 'transactions', owner: 'sales' } },
          { messageId: 'foreign', data: { table: 'transactionSellers', owner: 'sales' } },
        ],
      },
    ],
  });

  tester.run('foreign-reads', boundaries.rules['foreign-reads'], {
    valid: [
      {
        name: "a query repository reads other modules' tables",
        filename: file('auth/auth.query-repository.ts'),
        code: `import { sessions, users } from '@/platform/database/schema';`,
      },
      {
        name: 'a repository reads its own tables, and types or enums of others',
        filename: file('purchase-intents/purchase-intents.repository.ts'),
        code: `import { purchaseIntents, CUSTOMER_TYPES } from '@/platform/database/schema';
import type { users } from '@/platform/database/schema';
import { type properties } from '@/platform/database/schema';`,
      },
      {
        name: 'an SQL fragment shared by query repositories',
        filename: file('sales-desk/sale-status.sql.ts'),
        code: `import { transactions } from '@/platform/database/schema';`,
      },
    ],
    invalid: [
      {
        name: "another module's table in a repository",
        filename: file('auth/auth.repository.ts'),
        code: `import { loginTokens, users } from '@/platform/database/schema';`,
        errors: [{ messageId: 'foreign', data: { table: 'users', owner: 'users' } }],
      },
      {
        name: "another module's table through the schema namespace, in a service",
        filename: file('invoicing/invoicing.service.ts'),
        code: `import * as schema from '../database/schema';
db.select().from(schema.lawyerGroups);`,
        errors: [{ messageId: 'foreign', data: { table: 'lawyerGroups', owner: 'law-firms' } }],
      },
    ],
  });
});
