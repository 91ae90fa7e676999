import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@/config/config.module';
import type { AppConfig } from '@/config/config';
import { RateLimiter } from '@/rate-limit/rate-limit';
import { Database } from '@/database/database';
import { EmailService } from '@/email/email.service';
import { ContactRepository } from './contact.repository';
import { ContactRequestDto } from './dto/contact.dto';

@Injectable()
export class ContactService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly repository: ContactRepository,
    private readonly emails: EmailService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Stores the request and queues the notification to support in one transaction. */
  async requestCallback(input: ContactRequestDto, ip: string): Promise<{ success: boolean }> {
    await this.rateLimiter.hit(
      [{ key: `contact:ip:${ip}`, limit: 10 }],
      5 * 60,
      'Too many requests. Please try again after 5 minutes.',
    );
    await this.database.transaction(async () => {
      await this.repository.insert({
        fullName: input.fullName,
        email: input.email,
        mobileNumber: input.mobileNumber ?? null,
        message: input.message,
        referrer: input.referrer,
      });
      await this.emails.queue(this.config.supportEmail, 'contact-request', {
        fullName: input.fullName,
        email: input.email,
        mobileNumber: input.mobileNumber ?? null,
        message: input.message,
        referrer: input.referrer,
      });
    });
    return { success: true };
  }
}
