import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
} from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Request } from 'express';

export const IS_PUBLIC = 'isPublic';

/** Marks public operations in the OpenAPI document; it becomes `security: []` there. */
export const PUBLIC_EXTENSION = 'x-public';

/** The route needs no session. Everything else is authenticated by default. */
export const Public = () =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(PUBLIC_EXTENSION, true));

/**
 * Where a session stands with staff's second factor (a passkey or a recovery code after the
 * magic link): `not-required` (customers; admins who have not enrolled where it is only offered),
 * `passed`, `enrol` (an admin who must add a first passkey) or `verify` (an admin who must use one,
 * or a recovery code). Only `not-required` and `passed` open the back office.
 */
export type SecondFactorStatus = 'not-required' | 'passed' | 'enrol' | 'verify';

export type SessionSecondFactor = {
  status: SecondFactorStatus;
  /** The admin has at least one passkey (verify may offer one, not just a recovery code). */
  hasPasskey: boolean;
};

export type SessionUser = {
  _id: string;
  type: 'customer' | 'admin';
  active: boolean;
  email: string;
  first_name: string;
  last_name: string;
  sessionId: string;
  secondFactor: SessionSecondFactor;
};

declare module 'express-serve-static-core' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface Request {
    user?: SessionUser;
  }
}

/** The signed-in user of the request (set by the session guard). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | undefined =>
    context.switchToHttp().getRequest<Request>().user,
);
