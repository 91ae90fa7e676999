import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { AppConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { ClamdScanner } from './scanning/clamd-scanner';
import { MalwareScanner } from './scanning/malware-scanner';
import { SimulatorScanner } from './scanning/simulator-scanner';
import { DiskFileStore } from './storage/disk-file-store';
import { FileStore } from './storage/file-store';
import { S3FileStore } from './storage/s3-file-store';

/**
 * The documents' store and scanner, chosen from configuration: S3_BUCKET selects the S3-compatible
 * object store (else a folder on local disk, FILES_DIR), CLAMD_URL the ClamAV daemon (else the
 * simulator, which finds only the EICAR test file). Config refuses to start staging or production
 * without them (config PROVIDERS), so the fallbacks run only where simulators are allowed.
 */
@Module({
  providers: [
    {
      provide: FileStore,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStore => fileStoreFor(config),
    },
    {
      provide: MalwareScanner,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MalwareScanner => scannerFor(config),
    },
  ],
  exports: [FileStore, MalwareScanner],
})
export class FilesModule {}

export function fileStoreFor(config: AppConfig): FileStore {
  const { filesDir, s3 } = config.documents;
  if (s3.bucket) return new S3FileStore({ ...s3, bucket: s3.bucket });
  if (filesDir) return new DiskFileStore(filesDir);
  return new DiskFileStore(mkdtempSync(join(tmpdir(), 'threshold-files-')), true);
}

export function scannerFor(config: AppConfig): MalwareScanner {
  const { clamd } = config.documents;
  if (clamd.url) return new ClamdScanner({ ...clamd, url: clamd.url });
  return new SimulatorScanner();
}
