import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { EventsModule } from '@/platform/timeline/events.module';
import { UsersModule } from '@/accounts/users/users.module';
import { HumanCheck } from './adapters/human-check';
import { RecaptchaHttpAdapter } from './adapters/recaptcha-http.adapter';
import { RecaptchaSimulator } from './adapters/recaptcha.simulator';
import { AUTH_KEY, authKeyFor } from '@/platform/common/auth-key';
import { AuthController } from './auth.controller';
import { AuthQueryRepository } from './auth.query-repository';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { MagicLinks } from './magic-links';
import { SendMagicLinkJob } from './jobs/send-magic-link.job';
import { AdminSecurityController, SecondFactorController } from './second-factor.controller';
import { SecondFactorRepository } from './second-factor.repository';
import { SecondFactorService } from './second-factor.service';
import { SessionGuard } from './session.guard';

@Module({
  imports: [UsersModule, EventsModule],
  controllers: [AuthController, SecondFactorController, AdminSecurityController],
  providers: [
    SecondFactorRepository,
    SecondFactorService,
    AuthQueryRepository,
    AuthRepository,
    AuthService,
    MagicLinks,
    SendMagicLinkJob,
    { provide: AUTH_KEY, inject: [APP_CONFIG], useFactory: authKeyFor },
    { provide: APP_GUARD, useClass: SessionGuard },
    {
      provide: HumanCheck,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): HumanCheck =>
        config.recaptcha.secretKey
          ? new RecaptchaHttpAdapter(
              config.recaptcha.secretKey,
              config.recaptcha.minScore,
              config.recaptcha.verifyUrl,
            )
          : new RecaptchaSimulator(),
    },
  ],
  exports: [AuthService],
})
export class AuthModule {}
