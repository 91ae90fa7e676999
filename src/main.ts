import 'reflect-metadata';
import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { ConfigError, loadConfig, startupWarnings } from './platform/config/config';
import { AppLogger } from './platform/common/logger';
import { drainOnSignals } from './platform/common/shutdown';
import { configureHttp, HTTP_APP_OPTIONS } from './http';
import { serveMetricsPort } from './platform/metrics/metrics-server';

async function bootstrap() {
  const started = Date.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = new AppLogger(config.logLevel);
  for (const warning of startupWarnings(config))
    logger.warn({ msg: `WARNING: ${warning}` }, 'Config');
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger,
    ...HTTP_APP_OPTIONS,
  });
  configureHttp(app, { serveClient: true });
  await app.listen(config.port);
  const metricsServer = await serveMetricsPort(app, config.operations.metrics.port);
  drainOnSignals(app, logger, {
    httpServer: app.getHttpServer() as Server,
    ...config.operations.shutdown,
    beforeClose: () => metricsServer?.close(),
  });
  logger.log(
    {
      msg: `${config.productName} is listening on ${config.appUrl}`,
      port: config.port,
      metricsPort: config.operations.metrics.port ?? undefined,
      database: config.database.kind,
      workers: config.runWorkers,
      startupMs: Date.now() - started,
    },
    'Bootstrap',
  );
}

void bootstrap().catch((error: Error) => {
  process.stderr.write(`Failed to start: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
