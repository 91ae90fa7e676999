import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { ConfigError, loadConfig, startupWarnings } from './platform/config/config';
import { AppLogger } from './platform/common/logger';
import { drainOnSignals } from './platform/common/shutdown';
import { serveMetricsPort } from './platform/metrics/metrics-server';

/** Runs the job workers without HTTP, for deployments that scale workers separately. */
async function bootstrap() {
  let config;
  try {
    config = loadConfig({ ...process.env, RUN_WORKERS: 'true' });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  process.env.RUN_WORKERS = 'true';
  const logger = new AppLogger(config.logLevel);
  for (const warning of startupWarnings(config))
    logger.warn({ msg: `WARNING: ${warning}` }, 'Config');
  const app = await NestFactory.createApplicationContext(AppModule, { logger });
  // The worker's own counters (job failures, e-mail delays) are read on its METRICS_PORT.
  const metricsServer = await serveMetricsPort(app, config.operations.metrics.port);
  // Running jobs finish before the process exits (JobsService.beforeApplicationShutdown).
  drainOnSignals(app, logger, {
    ...config.operations.shutdown,
    delayMs: 0,
    beforeClose: () => metricsServer?.close(),
  });
  logger.log({ msg: 'Workers running', database: config.database.kind }, 'Worker');
}

void bootstrap().catch((error: Error) => {
  process.stderr.write(`Worker failed to start: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
