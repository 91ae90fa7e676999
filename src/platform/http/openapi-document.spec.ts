import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiOperation, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { checkOperationIds, unnamedOperationId } from './openapi-document';

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
