import { emptyApi as api } from './emptyApi';
export const addTagTypes = [
  'dev',
  'health',
  'config',
  'authentication',
  'users',
  'contact',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      devMailboxControllerList: build.query<
        DevMailboxControllerListApiResponse,
        DevMailboxControllerListApiArg
      >({
        query: () => ({ url: `/api/dev/mailbox` }),
        providesTags: ['dev'],
      }),
      healthControllerCheck: build.query<
        HealthControllerCheckApiResponse,
        HealthControllerCheckApiArg
      >({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      publicConfigControllerPublic: build.query<
        PublicConfigControllerPublicApiResponse,
        PublicConfigControllerPublicApiArg
      >({
        query: () => ({ url: `/api/config/public` }),
        providesTags: ['config'],
      }),
      authControllerSignUp: build.mutation<
        AuthControllerSignUpApiResponse,
        AuthControllerSignUpApiArg
      >({
        query: (queryArg) => ({
          url: `/api/authentication/sign-up`,
          method: 'POST',
          body: queryArg.signUpDto,
          headers: {
            'X-Recaptcha-Token': queryArg['X-Recaptcha-Token'],
          },
        }),
        invalidatesTags: ['authentication'],
      }),
      authControllerSignIn: build.mutation<
        AuthControllerSignInApiResponse,
        AuthControllerSignInApiArg
      >({
        query: (queryArg) => ({
          url: `/api/authentication/sign-in`,
          method: 'POST',
          body: queryArg.signInDto,
          headers: {
            'X-Recaptcha-Token': queryArg['X-Recaptcha-Token'],
          },
        }),
        invalidatesTags: ['authentication'],
      }),
      authControllerVerifyUser: build.query<
        AuthControllerVerifyUserApiResponse,
        AuthControllerVerifyUserApiArg
      >({
        query: (queryArg) => ({
          url: `/api/authentication/verify-user`,
          headers: {
            Authorization: queryArg.authorization,
          },
        }),
        providesTags: ['authentication'],
      }),
      authControllerSignOut: build.mutation<
        AuthControllerSignOutApiResponse,
        AuthControllerSignOutApiArg
      >({
        query: () => ({ url: `/api/authentication/sign-out`, method: 'POST' }),
        invalidatesTags: ['authentication'],
      }),
      authControllerVerifyRecaptcha: build.query<
        AuthControllerVerifyRecaptchaApiResponse,
        AuthControllerVerifyRecaptchaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/authentication/verify-recaptcha`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['authentication'],
      }),
      usersControllerCurrent: build.query<
        UsersControllerCurrentApiResponse,
        UsersControllerCurrentApiArg
      >({
        query: () => ({ url: `/api/users/current` }),
        providesTags: ['users'],
      }),
      usersControllerProperties: build.query<
        UsersControllerPropertiesApiResponse,
        UsersControllerPropertiesApiArg
      >({
        query: () => ({ url: `/api/users/current/properties` }),
        providesTags: ['users'],
      }),
      usersControllerGet: build.query<UsersControllerGetApiResponse, UsersControllerGetApiArg>({
        query: (queryArg) => ({ url: `/api/users/${queryArg.id}` }),
        providesTags: ['users'],
      }),
      usersControllerUpdate: build.mutation<
        UsersControllerUpdateApiResponse,
        UsersControllerUpdateApiArg
      >({
        query: (queryArg) => ({ url: `/api/users`, method: 'PUT', body: queryArg.updateUserDto }),
        invalidatesTags: ['users'],
      }),
      postApiEmailRequestCallback: build.mutation<
        PostApiEmailRequestCallbackApiResponse,
        PostApiEmailRequestCallbackApiArg
      >({
        query: (queryArg) => ({
          url: `/api/email/request-callback`,
          method: 'POST',
          body: queryArg.contactRequestDto,
        }),
        invalidatesTags: ['contact'],
      }),
      postApiEmailRequestCallBack: build.mutation<
        PostApiEmailRequestCallBackApiResponse,
        PostApiEmailRequestCallBackApiArg
      >({
        query: (queryArg) => ({
          url: `/api/email/request-call-back`,
          method: 'POST',
          body: queryArg.contactRequestDto,
        }),
        invalidatesTags: ['contact'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type DevMailboxControllerListApiResponse = /** status 200  */ MailboxMessageDto[];
export type DevMailboxControllerListApiArg = void;
export type HealthControllerCheckApiResponse = /** status 200  */ HealthDto;
export type HealthControllerCheckApiArg = void;
export type PublicConfigControllerPublicApiResponse = /** status 200  */ PublicConfigDto;
export type PublicConfigControllerPublicApiArg = void;
export type AuthControllerSignUpApiResponse = /** status 200  */ SignUpResponseDto;
export type AuthControllerSignUpApiArg = {
  /** reCAPTCHA v3 token for the login action */
  'X-Recaptcha-Token': string;
  signUpDto: SignUpDto;
};
export type AuthControllerSignInApiResponse = /** status 200  */ SignInResponseDto;
export type AuthControllerSignInApiArg = {
  /** reCAPTCHA v3 token for the login action */
  'X-Recaptcha-Token': string;
  signInDto: SignInDto;
};
export type AuthControllerVerifyUserApiResponse = /** status 200  */ VerifyUserResponseDto;
export type AuthControllerVerifyUserApiArg = {
  /** Bearer <magic-link token> */
  authorization: string;
};
export type AuthControllerSignOutApiResponse = /** status 200  */ SuccessDto;
export type AuthControllerSignOutApiArg = void;
export type AuthControllerVerifyRecaptchaApiResponse = /** status 200  */ RecaptchaResultDto;
export type AuthControllerVerifyRecaptchaApiArg = {
  token: any;
};
export type UsersControllerCurrentApiResponse = /** status 200  */ UserDto;
export type UsersControllerCurrentApiArg = void;
export type UsersControllerPropertiesApiResponse = /** status 200  */ HomeDashboardDto;
export type UsersControllerPropertiesApiArg = void;
export type UsersControllerGetApiResponse = /** status 200  */ UserDto;
export type UsersControllerGetApiArg = {
  id: string;
};
export type UsersControllerUpdateApiResponse = /** status 200  */ UserDto;
export type UsersControllerUpdateApiArg = {
  updateUserDto: UpdateUserDto;
};
export type PostApiEmailRequestCallbackApiResponse = /** status 200  */ ContactResponseDto;
export type PostApiEmailRequestCallbackApiArg = {
  contactRequestDto: ContactRequestDto;
};
export type PostApiEmailRequestCallBackApiResponse = /** status 200  */ ContactResponseDto;
export type PostApiEmailRequestCallBackApiArg = {
  contactRequestDto: ContactRequestDto;
};
export type MailboxMessageDto = {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
};
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
export type SignUpResponseDto = {
  success: boolean;
  /** Where to go instead: the e-mail already has an account */
  redirectTo?: string;
  /** True when the e-mail was not sent (preventEmail) */
  emailPrevented?: boolean;
};
export type SignUpDto = {
  firstName: string;
  middleName?: string;
  lastName: string;
  /** The e-mail address the magic link goes to */
  destination: string;
  role: 'sell' | 'buy';
  /** Mobile number; UK numbers may be written nationally */
  phoneNumber: string;
  /** Development only: skip the e-mail (ALLOW_PREVENT_EMAIL) */
  preventEmail?: boolean;
};
export type SignInResponseDto = {
  success: boolean;
  emailPrevented?: boolean;
};
export type SignInDto = {
  destination: string;
  /** Development only: skip the e-mail (ALLOW_PREVENT_EMAIL) */
  preventEmail?: boolean;
};
export type AddressDto = {
  line_1: string;
  line_2?: string;
  line_3?: string;
  post_town: string;
  county?: string;
  postcode: string;
  country: string;
  country_iso_2?: string;
  uprn?: string;
  district?: string;
  building_number?: string;
  building_name?: string;
  sub_building_name?: string;
  street?: string;
  premise?: string;
  organisation_name?: string;
  po_box?: string;
  latitude?: number;
  longitude?: number;
};
export type VerifyUserResponseDto = {
  _id: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  email: string;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  phone_number?: string | null;
  correspondence_address?: AddressDto | null;
  stripe_customer_id?: string | null;
  type: 'customer' | 'admin';
  role?: ('sell' | 'buy') | null;
  schema_version: number;
  /** When this session started */
  signedInAt: string;
};
export type SuccessDto = {
  success: boolean;
};
export type RecaptchaResultDto = {
  success: boolean;
  score?: number;
};
export type UserDto = {
  _id: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  email: string;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  phone_number?: string | null;
  correspondence_address?: AddressDto | null;
  stripe_customer_id?: string | null;
  type: 'customer' | 'admin';
  role?: ('sell' | 'buy') | null;
  schema_version: number;
};
export type PropertyCardDto = {
  /** Transaction id (sales) or purchase intent id (purchases) */
  transactionId: string;
  address: string;
  type: 'sell' | 'buy';
  complete: boolean;
  archived: boolean;
  createdAt: string;
};
export type HomeDashboardDto = {
  sales: PropertyCardDto[];
  purchases: PropertyCardDto[];
};
export type UpdateUserDto = {
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  /** Mobile number; stored as E.164 (UK by default) */
  phone_number?: string;
  correspondence_address?: AddressDto;
};
export type ContactResponseDto = {
  success: boolean;
};
export type ContactRequestDto = {
  fullName: string;
  email: string;
  mobileNumber?: string;
  message: string;
  /** How they heard about us */
  referrer: string;
};
export const {
  useDevMailboxControllerListQuery,
  useHealthControllerCheckQuery,
  usePublicConfigControllerPublicQuery,
  useAuthControllerSignUpMutation,
  useAuthControllerSignInMutation,
  useAuthControllerVerifyUserQuery,
  useAuthControllerSignOutMutation,
  useAuthControllerVerifyRecaptchaQuery,
  useUsersControllerCurrentQuery,
  useUsersControllerPropertiesQuery,
  useUsersControllerGetQuery,
  useUsersControllerUpdateMutation,
  usePostApiEmailRequestCallbackMutation,
  usePostApiEmailRequestCallBackMutation,
} = injectedRtkApi;
