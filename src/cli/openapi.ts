import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '@/app.module';
import { buildOpenApiDocument, API_PREFIX } from '@/http';

/** Builds the OpenAPI document without connecting to anything (preview mode). */
export async function generateOpenApi(): Promise<string> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  const document = buildOpenApiDocument(app);
  await app.close();
  return JSON.stringify(document, null, 2) + '\n';
}

if (require.main === module) {
  void generateOpenApi().then((json) => {
    const target = resolve(process.cwd(), 'openapi.json');
    writeFileSync(target, json);
    process.stdout.write(`Wrote ${target}\n`);
  });
}
