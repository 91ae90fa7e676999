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

export type SessionUser = {
  _id: string;
  type: 'customer' | 'admin';
  active: boolean;
  email: string;
  first_name: string;
  last_name: string;
  sessionId: string;
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
