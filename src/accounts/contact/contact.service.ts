import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { TooManyRequestsError } from '@/platform/common/errors';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { RateLimiter } from '@/platform/rate-limit/rate-limit';
import { Database } from '@/platform/database/database';
import { EmailService } from '@/platform/email/email.service';
import { ContactRepository } from './contact.repository';
import { ContactRequestDto } from './dto/contact.dto';

/** The sender's acknowledgement: at most one a day to an address, and five a day from one client. */
const ACKNOWLEDGEMENTS_PER_ADDRESS = 1;
const ACKNOWLEDGEMENTS_PER_IP = 5;
const ACKNOWLEDGEMENT_WINDOW_SECONDS = 24 * 60 * 60;

@Injectable()
export class ContactService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly repository: ContactRepository,
    private readonly emails: EmailService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Forgets the contact requests an erased customer sent from `email`. */
  forgetSender(email: string): Promise<number> {
    return this.repository.deleteFrom(email);
  }

  /**
   * Stores the request and queues the notification to support, and the sender's acknowledgement
   * when it is due, in one transaction.
   */
  async requestCallback(input: ContactRequestDto, ip: string): Promise<{ success: boolean }> {
    await this.rateLimiter.hit(
      [{ key: `contact:ip:${ip}`, limit: 10 }],
      5 * 60,
      'Too many requests. Please try again after 5 minutes.',
    );
    const acknowledge = await this.acknowledgementDue(input.email, ip);
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
      if (acknowledge) await this.emails.queue(input.email, 'contact-acknowledgement', {});
    });
    return { success: true };
  }

  /**
   * Anyone may type any address into the form, so the acknowledgement says nothing the sender
   * wrote and goes out sparingly: once a day per address, and a few a day per client address.
   * Past either limit the request is still taken; only the acknowledgement is skipped, and the
   * answer is the same, so the form tells nobody whether an address was written to.
   */
  private async acknowledgementDue(email: string, ip: string): Promise<boolean> {
    const address = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    try {
      await this.rateLimiter.hit(
        [
          { key: `contact-ack:email:${address}`, limit: ACKNOWLEDGEMENTS_PER_ADDRESS },
          { key: `contact-ack:ip:${ip}`, limit: ACKNOWLEDGEMENTS_PER_IP },
        ],
        ACKNOWLEDGEMENT_WINDOW_SECONDS,
        'Too many acknowledgements',
      );
      return true;
    } catch (error) {
      if (error instanceof TooManyRequestsError) return false;
      throw error;
    }
  }
}
