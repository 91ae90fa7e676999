import { emptyApi as api } from './emptyApi';
export const addTagTypes = ['health', 'config', 'dev'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      healthControllerCheck: build.query<
        HealthControllerCheckApiResponse,
        HealthControllerCheckApiArg
      >({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      configControllerPublic: build.query<
        ConfigControllerPublicApiResponse,
        ConfigControllerPublicApiArg
      >({
        query: () => ({ url: `/api/config/public` }),
        providesTags: ['config'],
      }),
      devMailboxControllerList: build.query<
        DevMailboxControllerListApiResponse,
        DevMailboxControllerListApiArg
      >({
        query: () => ({ url: `/api/dev/mailbox` }),
        providesTags: ['dev'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type HealthControllerCheckApiResponse = /** status 200  */ HealthDto;
export type HealthControllerCheckApiArg = void;
export type ConfigControllerPublicApiResponse = /** status 200  */ PublicConfigDto;
export type ConfigControllerPublicApiArg = void;
export type DevMailboxControllerListApiResponse = /** status 200  */ DevMailDto[];
export type DevMailboxControllerListApiArg = void;
export type HealthDto = {
  status: 'ok';
  database: 'up' | 'down';
  queue: 'up' | 'down';
};
export type SimulatorsDto = {
  payments: boolean;
  recaptcha: boolean;
  mailbox: boolean;
  addresses: boolean;
};
export type PublicConfigDto = {
  productName: string;
  supportEmail: string;
  environment: 'development' | 'test' | 'staging' | 'production';
  sentryDsn?: string;
  stripePublishableKey?: string;
  recaptchaSiteKey?: string;
  hubspotPortalId?: string;
  hubspotFormId?: string;
  simulators: SimulatorsDto;
};
export type DevMailDto = {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
};
export const {
  useHealthControllerCheckQuery,
  useConfigControllerPublicQuery,
  useDevMailboxControllerListQuery,
} = injectedRtkApi;
