import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, Matches, MaxLength } from 'class-validator';
import { IsObjectIdString } from '@/platform/common/validators';

/** Whether the customer gets progress e-mails (on unless they turned them off). */
export class ProgressEmailsSettingDto {
  @ApiProperty({ description: 'Progress e-mails are on' }) enabled!: boolean;
}

export class UpdateProgressEmailsSettingDto {
  @ApiProperty({ description: 'Turn progress e-mails on (true) or off (false)' })
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled!: boolean;
}

/** The unsubscribe link's parameters: whose e-mails, and the token made for them. */
export class UnsubscribeQueryDto {
  @ApiProperty({ description: "The user's id, from the e-mail's link" })
  @IsObjectIdString()
  user!: string;

  @ApiProperty({ description: 'The token from the e-mail link' })
  @IsString()
  @MaxLength(64)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'This unsubscribe link is not valid.' })
  token!: string;
}
