import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Body, Controller, Get, Module, Patch, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiOperation, ApiPropertyOptional, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  ParameterObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IdParam } from '@/platform/common/id-param';
import { PaginationQueryDto } from '@/platform/common/pagination';
import { toE164Mobile } from '@/platform/common/phone';
import {
  IsEmailAddress,
  IsMobileNumber,
  IsObjectIdString,
  IsPersonName,
} from '@/platform/common/validators';
import { ApiAtLeastOneField, documentValidationRules, NO_NUL_PATTERN } from './openapi-constraints';
import { checkOperationIds, finishOpenApiDocument, unnamedOperationId } from './openapi-document';

@Controller('things')
class ThingsController {
  @Get()
  @ApiOperation({ operationId: 'listThings', summary: 'Every thing' })
  list() {
    return [];
  }

  @Get('latest')
  @ApiOperation({ summary: 'The latest thing' })
  latest() {
    return null;
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

const documentOf = (operations: Record<string, Record<string, { operationId?: string }>>) =>
  ({ paths: operations }) as unknown as OpenAPIObject;

describe('checkOperationIds', () => {
  it('takes explicit, distinct camelCase ids', () => {
    expect(() =>
      checkOperationIds(
        documentOf({
          '/api/sales': { get: { operationId: 'adminSales' }, post: { operationId: 'createSale' } },
        }),
      ),
    ).not.toThrow();
  });

  it('refuses a route that names no id, naming its controller and method', async () => {
    const app = await NestFactory.create(ThingsModule, { preview: true, logger: false });
    const document = SwaggerModule.createDocument(app, new DocumentBuilder().build(), {
      operationIdFactory: unnamedOperationId,
    });
    await app.close();
    expect(document.paths['/things'].get?.operationId).toBe('listThings');
    expect(() => checkOperationIds(document)).toThrow(
      'GET /things/latest (ThingsController.latest) names no operationId',
    );
  });

  it('refuses two operations with one id, and ids that are not camelCase', () => {
    expect(() =>
      checkOperationIds(
        documentOf({
          '/api/sales': { get: { operationId: 'sales' } },
          '/api/admin/sales': { get: { operationId: 'sales' } },
        }),
      ),
    ).toThrow("GET /api/admin/sales: operationId 'sales' is also GET /api/sales's");
    expect(() =>
      checkOperationIds(
        documentOf({ '/api/sales': { get: { operationId: 'SalesController_list' } } }),
      ),
    ).toThrow("operationId 'SalesController_list' is not camelCase");
  });
});

class ThingsQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ description: 'A month' })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/)
  month?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsObjectIdString()
  ownerId?: string;

  @ApiPropertyOptional({ maxLength: 20 })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  q?: string;
}

@ApiAtLeastOneField()
class ThingChangeDto {
  @IsPersonName('First name', { optional: true })
  first_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsMobileNumber()
  phone_number?: string;

  @IsEmailAddress('Invalid email', { optional: true })
  email?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsEmail({}, { each: true })
  copies?: string[];

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(9)
  count?: number;
}

@Controller('owned')
class OwnedController {
  @Get(':id')
  @ApiOperation({ operationId: 'ownedThings' })
  list(@IdParam() _id: string, @Query() _query: ThingsQueryDto) {
    return [];
  }

  @Patch(':id')
  @ApiOperation({ operationId: 'changeOwnedThing' })
  change(@IdParam() _id: string, @Body() _body: ThingChangeDto) {
    return {};
  }
}

@Module({ controllers: [OwnedController] })
class OwnedModule {}

describe('the constraints the document shows (the validators, written once in shared pieces)', () => {
  let document: OpenAPIObject;
  const parameter = (method: 'get' | 'patch', name: string) =>
    (document.paths['/owned/{id}'][method]!.parameters as ParameterObject[]).find(
      (p) => p.name === name,
    )!.schema as SchemaObject;
  const body = () => document.components!.schemas!.ThingChangeDto as SchemaObject;
  const property = (name: string) => body().properties![name] as SchemaObject;

  beforeAll(async () => {
    documentValidationRules();
    const app = await NestFactory.create(OwnedModule, { preview: true, logger: false });
    document = finishOpenApiDocument(
      SwaggerModule.createDocument(app, new DocumentBuilder().build()),
      { servesPath: () => true },
    );
    await app.close();
  });

  it('documents a path id as 24 hexadecimal characters, and its 400 and 404', () => {
    expect(parameter('get', 'id')).toMatchObject({
      type: 'string',
      pattern: '^[0-9a-fA-F]{24}$',
      minLength: 24,
      maxLength: 24,
    });
    expect(Object.keys(document.paths['/owned/{id}'].get!.responses)).toEqual(
      expect.arrayContaining(['400', '404']),
    );
  });

  it('documents skip and limit as whole numbers with their bounds, and a month as YYYY-MM', () => {
    expect(parameter('get', 'skip')).toMatchObject({ type: 'integer', minimum: 0 });
    expect(parameter('get', 'limit')).toMatchObject({ type: 'integer', minimum: 1 });
    expect(parameter('get', 'limit').maximum).toBeUndefined();
    expect(parameter('get', 'month').pattern).toBe('^\\d{4}-(0[1-9]|1[0-2])$');
    expect(parameter('get', 'ownerId').pattern).toBe('^[0-9a-fA-F]{24}$');
  });

  it("documents names, mobile numbers and e-mail addresses by their validators' rules", () => {
    const name = new RegExp(property('first_name').pattern!, 'u');
    expect(['Ada', "O'Brien-Smith", 'J.R.R. Tolkien', 'Zoë'].every((v) => name.test(v))).toBe(true);
    expect(['evil.example', 'a\nb', ' Ada', 'ada@x', '1234'].some((v) => name.test(v))).toBe(false);
    const mobile = new RegExp(property('phone_number').pattern!, 'u');
    for (const valid of ['+447911123456', '07911 123456', '+44 7511 123456']) {
      expect(mobile.test(valid)).toBe(true);
      expect(toE164Mobile(valid)).not.toBeNull();
    }
    expect(property('email')).toMatchObject({ format: 'email', maxLength: 320 });
    expect(property('copies').items).toMatchObject({ type: 'string', format: 'email' });
    expect(property('count')).toMatchObject({ type: 'integer', minimum: 1, maximum: 9 });
    expect(body().minProperties).toBe(1);
  });

  it('refuses NUL in every text a request carries that has no pattern of its own', () => {
    expect(parameter('get', 'q').pattern).toBe(NO_NUL_PATTERN);
    expect(new RegExp(NO_NUL_PATTERN, 'u').test('a\u0000b')).toBe(false);
    expect(new RegExp(NO_NUL_PATTERN, 'u').test('ab')).toBe(true);
    // Answers are not requests: the same rule is not written on them.
    expect(JSON.stringify(document.paths['/owned/{id}'].get!.responses)).not.toContain('u0000');
  });
});

describe('the committed document', () => {
  const committed = JSON.parse(
    readFileSync(join(__dirname, '..', '..', '..', 'openapi.json'), 'utf8'),
  ) as OpenAPIObject;
  const operations = Object.entries(committed.paths).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'patch', 'delete'] as const).flatMap((method) =>
      item[method] ? [{ route: `${method.toUpperCase()} ${path}`, operation: item[method] }] : [],
    ),
  );
  const statuses = (route: string) =>
    Object.keys(operations.find((each) => each.route === route)!.operation.responses);

  it('constrains every path value, and every skip and limit is a whole number', () => {
    for (const { route, operation } of operations) {
      for (const p of (operation.parameters ?? []) as ParameterObject[]) {
        const schema = p.schema as SchemaObject;
        if (p.in === 'path') {
          expect([route, schema.pattern ?? schema.enum ?? schema.format]).not.toContainEqual(
            undefined,
          );
        }
        if (p.in === 'query' && ['skip', 'limit', 'offset'].includes(p.name)) {
          expect([route, p.name, schema.type]).toEqual([route, p.name, 'integer']);
        }
      }
    }
  });

  it('lists the answers the probe found missing', () => {
    expect(statuses('GET /api/transaction/latest/{userId}')).toContain('403');
    expect(statuses('PUT /api/transaction/{id}')).toContain('409');
    expect(statuses('PUT /api/transaction/{id}/referral-code')).toEqual(
      expect.arrayContaining(['404', '409', '429']),
    );
    expect(statuses('PATCH /api/admin/security/passkeys/{id}')).toContain('404');
    expect(statuses('DELETE /api/admin/security/passkeys/{id}')).toContain('404');
    for (const { route, operation } of operations) {
      const idempotent = ((operation.parameters ?? []) as ParameterObject[]).some(
        (p) => p.name === 'Idempotency-Key',
      );
      if (idempotent)
        expect([route, statuses(route)]).toEqual([route, expect.arrayContaining(['422'])]);
    }
  });
});
