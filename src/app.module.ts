import { Module } from '@nestjs/common';
import { AddressModule } from './providers/address/address.module';
import { AdminConfigModule } from './platform/settings/admin-config.module';
import { AuthModule } from './accounts/auth/auth.module';
import { ChangeRequestsModule } from './sales/change-requests/change-requests.module';
import { CommonModule } from './platform/common/common.module';
import { ConfigModule } from './platform/config/config.module';
import { ContactModule } from './accounts/contact/contact.module';
import { DatabaseModule } from './platform/database/database.module';
import { DiagnosticsModule } from './platform/diagnostics/diagnostics.module';
import { EmailModule } from './platform/email/email.module';
import { EstateAgentsModule } from './partners/estate-agents/estate-agents.module';
import { EventsModule } from './platform/timeline/events.module';
import { HealthModule } from './platform/health/health.module';
import { HomeModule } from './accounts/home/home.module';
import { IdempotencyModule } from './platform/idempotency/idempotency.module';
import { JobsModule } from './platform/jobs/jobs.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { AdditionalRequestsModule } from './sales/additional-requests/additional-requests.module';
import { DocumentsModule } from './sales/documents/documents.module';
import { NotesModule } from './sales/notes/notes.module';
import { IdentityChecksModule } from './providers/identity-checks/identity-checks.module';
import { SearchesModule } from './providers/searches/searches.module';
import { CompaniesModule } from './accounts/companies/companies.module';
import { InvoicingModule } from './back-office/invoicing/invoicing.module';
import { LawFirmsModule } from './partners/law-firms/law-firms.module';
import { StatsModule } from './back-office/stats/stats.module';
import { TransactionGroupsModule } from './back-office/groups/transaction-groups.module';
import { OrdersModule } from './sales/payments/orders.module';
import { PaymentsModule } from './sales/checkout/payments.module';
import { ReceiptsModule } from './sales/receipts/receipts.module';
import { PeopleModule } from './accounts/people/people.module';
import { PropertiesModule } from './sales/properties/properties.module';
import { ProgressEmailsModule } from './sales/progress-emails/progress-emails.module';
import { DataRightsModule } from './accounts/data-rights/data-rights.module';
import { PurchaseIntentsModule } from './sales/purchases/purchase-intents.module';
import { ProgressionModule } from './back-office/progression/progression.module';
import { UpdateRequestsModule } from './sales/update-requests/update-requests.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';
import { ReferralCodesModule } from './sales/referral-codes/referral-codes.module';
import { SalesDeskModule } from './back-office/sales-desk/sales-desk.module';
import { SalesModule } from './sales/sale/sales.module';
import { SeedModule } from './seed/seed.module';
import { TrackerModule } from './sales/tracker/tracker.module';
import { UsersModule } from './accounts/users/users.module';
import { AccessRecordsModule } from './accounts/access-records/access-records.module';

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
  ProgressionModule,
  UpdateRequestsModule,
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
