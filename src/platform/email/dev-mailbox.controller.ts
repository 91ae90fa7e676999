import { Controller, Get, Inject, NotFoundException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG } from '@/platform/config/config.module';
import { AppConfig, simulators } from '@/platform/config/config';
import { Public } from '@/platform/common/decorators';
import { EmailRepository } from './email.repository';
import { withoutSecretLink } from './secret-link';
import { MailboxTransport } from './transports/mailbox.transport';
import { EmailTransport } from './transports/transport';

export class MailboxMessageDto {
  @ApiProperty() _id!: string;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() text!: string;
  @ApiProperty() html!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Extra headers the message was sent with (List-Unsubscribe...); {} for none',
  })
  headers!: Record<string, string>;
  @ApiProperty({
    type: [String],
    description:
      "File names of the attachments as this process delivered them ([] once it has restarted); the files aren't kept",
  })
  attachments!: string[];
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

@ApiTags('dev')
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: EmailRepository,
    private readonly transport: EmailTransport,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    operationId: 'devMailbox',
    summary: 'E-mails delivered to the development mailbox, newest first',
    description:
      'Development only. A sign-in link shows as delivered while the process that sent it runs; ' +
      'the stored copy never holds it.',
  })
  @ApiOkResponse({ type: [MailboxMessageDto] })
  async list(): Promise<MailboxMessageDto[]> {
    if (!simulators(this.config).mailbox) throw new NotFoundException();
    const rows = await this.outbox.listDelivered('mailbox', 100);
    const copies = this.transport instanceof MailboxTransport ? this.transport : null;
    return rows.map((row) => {
      const delivered = copies?.deliveredCopy(row._id);
      const content = delivered ?? withoutSecretLink(row);
      return {
        _id: row._id,
        to: row.to,
        subject: row.subject,
        text: content.text,
        html: content.html,
        headers: row.headers ?? {},
        attachments: delivered?.attachments ?? [],
        created_at: row.created_at.toISOString(),
      };
    });
  }
}
