import { Module } from '@nestjs/common';
import { AddressModule } from './address/address.module';
import { AdminConfigModule } from './admin-config/admin-config.module';
import { AuthModule } from './auth/auth.module';
import { ChangeRequestsModule } from './change-requests/change-requests.module';
import { CommonModule } from './common/common.module';
import { ConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { DatabaseModule } from './database/database.module';
import { DiagnosticsModule } from './diagnostics/diagnostics.module';
import { EmailModule } from './email/email.module';
import { EstateAgentsModule } from './estate-agents/estate-agents.module';
import { EventsModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { HomeModule } from './home/home.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { JobsModule } from './jobs/jobs.module';
import { MetricsModule } from './metrics/metrics.module';
import { AdditionalRequestsModule } from './additional-requests/additional-requests.module';
import { DocumentsModule } from './documents/documents.module';
import { NotesModule } from './notes/notes.module';
import { IdentityChecksModule } from './identity-checks/identity-checks.module';
import { SearchesModule } from './searches/searches.module';
import { CompaniesModule } from './companies/companies.module';
import { InvoicingModule } from './invoicing/invoicing.module';
import { LawFirmsModule } from './law-firms/law-firms.module';
import { StatsModule } from './stats/stats.module';
import { TransactionGroupsModule } from './transaction-groups/transaction-groups.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { ReceiptsModule } from './receipts/receipts.module';
import { PeopleModule } from './people/people.module';
import { PropertiesModule } from './properties/properties.module';
import { ProgressEmailsModule } from './progress-emails/progress-emails.module';
import { DataRightsModule } from './data-rights/data-rights.module';
import { PurchaseIntentsModule } from './purchase-intents/purchase-intents.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { ReferralCodesModule } from './referral-codes/referral-codes.module';
import { SalesDeskModule } from './sales-desk/sales-desk.module';
import { SalesModule } from './sales/sales.module';
import { SeedModule } from './seed/seed.module';
import { TrackerModule } from './tracker/tracker.module';
import { UsersModule } from './users/users.module';
import { AccessRecordsModule } from './access-records/access-records.module';

/** Infrastructure every feature stands on. */
export const CORE_MODULES = [
  ConfigModule,
  CommonModule,
  DatabaseModule,
  MetricsModule,
  RateLimitModule,
  JobsModule,
  EmailModule,
  IdempotencyModule,
];

/**
 * The features, one module each, in the order the API document (openapi.json, and so the
 * generated client) lists their routes.
 */
export const FEATURE_MODULES = [
  HealthModule,
  DiagnosticsModule,
  AuthModule,
  UsersModule,
  EventsModule,
  ContactModule,
  SeedModule,
  AdminConfigModule,
  PeopleModule,
  PropertiesModule,
  AddressModule,
  EstateAgentsModule,
  OrdersModule,
  SalesModule,
  SalesDeskModule,
  TransactionGroupsModule,
  ReferralCodesModule,
  PurchaseIntentsModule,
  LawFirmsModule,
  CompaniesModule,
  PaymentsModule,
  ReceiptsModule,
  HomeModule,
  InvoicingModule,
  AdditionalRequestsModule,
  DocumentsModule,
  NotesModule,
  SearchesModule,
  IdentityChecksModule,
  StatsModule,
  TrackerModule,
  ProgressEmailsModule,
  ChangeRequestsModule,
  DataRightsModule,
  AccessRecordsModule,
];

@Module({ imports: [...CORE_MODULES, ...FEATURE_MODULES] })
export class AppModule {}
