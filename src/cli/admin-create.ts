import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '@/app.module';
import { UsersService } from '@/accounts/users/users.service';

/**
 * `npm run admin:create -- someone@example.com`: makes (or promotes) an active admin. A user
 * staff deactivated stays deactivated (and the command says so).
 */
async function main() {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    process.stderr.write('Usage: npm run admin:create -- <email>\n');
    process.exit(2);
  }
  process.env.RUN_WORKERS = 'false';
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error'] });
  const user = await app.get(UsersService).ensureAdmin(email);
  if (user.deactivated_at) {
    // Staff deactivated them: only staff reactivating (the back office) lets them in again.
    process.stderr.write(
      `${user.email} (${user._id}) is deactivated; another admin can reactivate them at /admin/users/${user._id}.\n`,
    );
    process.exitCode = 1;
  } else {
    process.stdout.write(`Admin ready: ${user.email} (${user._id}). Sign in at /sign-in.\n`);
  }
  await app.close();
}

void main();
