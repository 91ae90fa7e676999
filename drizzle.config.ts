import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/database/schema/index.ts',
  out: './src/platform/database/migrations',
});
