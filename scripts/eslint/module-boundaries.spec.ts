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
        filename: file('sales/sale/services/sales.service.ts'),
        code: `import { SalesRepository } from '../sales.repository';
import { SalesQueryRepository } from '@/sales/sale/sales.query-repository';`,
      },
      {
        name: "another module's service",
        filename: file('sales/payments/payments.service.ts'),
        code: `import { SalesService } from '@/sales/sale/services/sales.service';`,
      },
    ],
    invalid: [
      {
        name: "another module's repository, by alias",
        filename: file('sales/payments/payments.service.ts'),
        code: `import { SalesRepository } from '@/sales/sale/sales.repository';`,
        errors: [
          {
            messageId: 'foreign',
            data: { source: '@/sales/sale/sales.repository', owner: 'sales/sale' },
          },
        ],
      },
      {
        name: "another module's query repository, relatively and for a type only",
        filename: file('sales/tracker/tracker.service.ts'),
        code: `import type { SaleViewRow } from '../sale/sales.query-repository';`,
        errors: [{ messageId: 'foreign' }],
      },
      {
        name: "a re-export of another module's repository",
        filename: file('sales/payments/orders.service.ts'),
        code: `export type { PersonRow } from '@/accounts/people/people.repository';`,
        errors: [{ messageId: 'foreign' }],
      },
    ],
  });

  tester.run('owned-writes', boundaries.rules['owned-writes'], {
    valid: [
      {
        name: 'the owner writes its table',
        filename: file('accounts/users/users.repository.ts'),
        code: `import { users } from '@/platform/database/schema';
db.update(users).set({ stripe_customer_id: 'cus_1' });`,
      },
      {
        name: "another module's table read, not written",
        filename: file('sales/sale/sales.query-repository.ts'),
        code: `import { users } from '@/platform/database/schema';
db.select().from(users);`,
      },
      {
        name: 'an update of something that is not a table (a hash)',
        filename: file('sales/payments/adapters/webhook-verifier.ts'),
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
        filename: file('sales/payments/payments.repository.ts'),
        code: `import { users } from '@/platform/database/schema';
db.update(users).set({ stripe_customer_id: 'cus_1' });`,
        errors: [{ messageId: 'foreign', data: { table: 'users', owner: 'accounts/users' } }],
      },
      {
        name: 'an insert through a renamed import and a delete through the schema namespace',
        filename: file('back-office/groups/transaction-groups.repository.ts'),
        code: `import { transactions as sales } from '@/platform/database/schema/transactions';
import * as schema from '../../platform/database/schema';
tx.insert(sales).values(row);
tx.delete(schema.transactionSellers);`,
        errors: [
          { messageId: 'foreign', data: { table: 'transactions', owner: 'sales/sale' } },
          { messageId: 'foreign', data: { table: 'transactionSellers', owner: 'sales/sale' } },
        ],
      },
    ],
  });

  tester.run('foreign-reads', boundaries.rules['foreign-reads'], {
    valid: [
      {
        name: "a query repository reads other modules' tables",
        filename: file('accounts/auth/auth.query-repository.ts'),
        code: `import { sessions, users } from '@/platform/database/schema';`,
      },
      {
        name: 'a repository reads its own tables, and types or enums of others',
        filename: file('sales/purchases/purchase-intents.repository.ts'),
        code: `import { purchaseIntents, CUSTOMER_TYPES } from '@/platform/database/schema';
import type { users } from '@/platform/database/schema';
import { type properties } from '@/platform/database/schema';`,
      },
      {
        name: 'an SQL fragment shared by query repositories',
        filename: file('platform/database/reads/sale-status.sql.ts'),
        code: `import { transactions } from '@/platform/database/schema';`,
      },
    ],
    invalid: [
      {
        name: "another module's table in a repository",
        filename: file('accounts/auth/auth.repository.ts'),
        code: `import { loginTokens, users } from '@/platform/database/schema';`,
        errors: [{ messageId: 'foreign', data: { table: 'users', owner: 'accounts/users' } }],
      },
      {
        name: "another module's table through the schema namespace, in a service",
        filename: file('back-office/invoicing/invoicing.service.ts'),
        code: `import * as schema from '../../platform/database/schema';
db.select().from(schema.lawyerGroups);`,
        errors: [
          { messageId: 'foreign', data: { table: 'lawyerGroups', owner: 'partners/law-firms' } },
        ],
      },
    ],
  });

  tester.run('context-faces', boundaries.rules['context-faces'], {
    valid: [
      {
        name: 'any context uses the platform, whatever the file',
        filename: file('providers/searches/services/search-orders.service.ts'),
        code: `import { Database } from '@/platform/database/database';
import { sql } from '@/platform/database/reads/sale-parties.sql';`,
      },
      {
        name: 'a context below: its module, service, DTO, errors, rules and port',
        filename: file('back-office/sales-desk/services/sales-list.service.ts'),
        code: `import { SalesModule } from '@/sales/sale/sales.module';
import { SalesService } from '@/sales/sale/services/sales.service';
import type { TransactionDto } from '@/sales/sale/dto/sale.dto';
import { SaleNotFoundError } from '@/sales/sale/sales.errors';
import { daysSaved } from '@/sales/progression/time-saved.rules';
import { PersonalDataErasers } from '@/accounts/data-rights/personal-data.port';`,
      },
      {
        name: 'inside a context, any file of another module',
        filename: file('sales/tracker/tracker.service.ts'),
        code: `import { toDto } from '../documents/documents.mapping';`,
      },
      {
        name: 'the composing files import any context',
        filename: file('app.module.ts'),
        code: `import { SalesDeskModule } from './back-office/sales-desk/sales-desk.module';`,
      },
    ],
    invalid: [
      {
        name: 'a context above (sales reaching into the back office)',
        filename: file('sales/tracker/tracker.service.ts'),
        code: `import { SalesListService } from '@/back-office/sales-desk/services/sales-list.service';`,
        errors: [{ messageId: 'upward' }],
      },
      {
        name: 'the platform reaching into a business context, relatively',
        filename: file('platform/http/first-render.ts'),
        code: `import { TrackerService } from '../../sales/tracker/tracker.service';`,
        errors: [{ messageId: 'upward' }],
      },
      {
        name: 'a file behind the public face: a mapping, a job, an adapter',
        filename: file('back-office/sales-desk/services/sale-timeline.service.ts'),
        code: `import { toDto } from '@/sales/sale/sales.mapping';
import { ScanDocumentJob } from '@/sales/documents/jobs/scan-document.job';
export { StripeAdapter } from '@/sales/checkout/adapters/stripe.adapter';`,
        errors: [{ messageId: 'face' }, { messageId: 'face' }, { messageId: 'face' }],
      },
    ],
  });

  tester.run('no-file-cycle', boundaries.rules['no-file-cycle'], {
    valid: [
      {
        name: 'an import downwards (the database reads the config)',
        filename: file('platform/database/database.ts'),
        code: `import type { DatabaseTarget } from '@/platform/config/config';`,
      },
      {
        name: 'a file outside src/ is not in the graph',
        filename: join(SRC, '..', 'scripts', 'lib', 'example.ts'),
        code: `import { Database } from '../../src/platform/database/database';`,
      },
    ],
    invalid: [
      {
        name: 'the config importing the database, which imports the config (a type only)',
        filename: file('platform/config/config.ts'),
        code: `import type { Database } from '@/platform/database/database';`,
        errors: [
          {
            messageId: 'cycle',
            data: {
              source: '@/platform/database/database',
              path: 'platform/database/database.ts → platform/config/config.ts',
            },
          },
        ],
      },
      {
        name: 'a dynamic import and a re-export close cycles too',
        filename: file('platform/config/config.ts'),
        code: `export { Database } from '../database/database';
const later = () => import('@/platform/database/database');`,
        errors: [{ messageId: 'cycle' }, { messageId: 'cycle' }],
      },
    ],
  });
});
