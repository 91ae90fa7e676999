import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService } from '@/platform/jobs/jobs.service';
import { MagicLinks } from '../magic-links';

/**
 * 'auth.magic-link': looks the address up and, for an account, sends the sign-in link
 * (MagicLinks.send). Idempotent: the link is derived from the job, so a job run again sends the
 * link it already sent.
 */
@Injectable()
export class SendMagicLinkJob implements OnModuleInit {
  constructor(
    private readonly magicLinks: MagicLinks,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('auth.magic-link', (request, meta) =>
      this.magicLinks.send(request, meta.id),
    );
  }
}
