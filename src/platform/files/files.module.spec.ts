import { loadConfig } from '@/platform/config/config';
import { fileStoreFor, scannerFor } from './files.module';
import { ClamdScanner } from './scanning/clamd-scanner';
import { SimulatorScanner } from './scanning/simulator-scanner';
import { DiskFileStore } from './storage/disk-file-store';
import { S3FileStore } from './storage/s3-file-store';

describe('the documents store and scanner chosen from configuration', () => {
  it('keeps files on disk and runs the simulator scanner by default', () => {
    const config = loadConfig({});
    expect(config.documents.filesDir).toBe('./.data/files');
    expect(fileStoreFor(config)).toBeInstanceOf(DiskFileStore);
    expect(scannerFor(config)).toBeInstanceOf(SimulatorScanner);
  });

  it('uses a throw-away folder in tests and with the memory database', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).documents.filesDir).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'memory://' }).documents.filesDir).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', FILES_DIR: '/srv/files' }).documents.filesDir).toBe(
      '/srv/files',
    );
  });

  it('uses the object store and clamd once configured', () => {
    const config = loadConfig({
      S3_BUCKET: 'documents',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      CLAMD_URL: 'unix:///run/clamav/clamd.ctl',
    });
    const store = fileStoreFor(config) as S3FileStore;
    expect(store).toBeInstanceOf(S3FileStore);
    store.onModuleDestroy();
    expect(scannerFor(config)).toBeInstanceOf(ClamdScanner);
  });

  it('names each bad or missing setting', () => {
    expect(() =>
      loadConfig({
        S3_BUCKET: 'documents',
        S3_ENDPOINT: 'ftp://store',
        S3_FORCE_PATH_STYLE: 'sometimes',
        CLAMD_URL: 'http://clamd:3310',
        CLAMD_TIMEOUT_MS: '5',
      }),
    ).toThrow(
      new RegExp(
        [
          'S3_ENDPOINT must be a http: or https: URL',
          'S3_FORCE_PATH_STYLE must be true or false',
          'CLAMD_URL must be tcp://host:port or unix:///path/to/socket',
          'CLAMD_TIMEOUT_MS must be a whole number from 100',
          'S3_ACCESS_KEY_ID is required when S3_BUCKET is set',
          'S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set',
        ].join('[\\s\\S]*'),
      ),
    );
  });
});
