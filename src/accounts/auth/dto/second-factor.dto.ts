import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Trim } from '@/platform/common/validators';

export const PASSKEY_NAME_MAX = 60;

class PasskeyNameRule {
  @ApiProperty({ maxLength: PASSKEY_NAME_MAX, description: "What you call it ('Work laptop')" })
  @Trim()
  @IsString({ message: 'Please give the passkey a name' })
  @MinLength(1, { message: 'Please give the passkey a name' })
  @MaxLength(PASSKEY_NAME_MAX, {
    message: `The name must be at most ${PASSKEY_NAME_MAX} characters long`,
  })
  name!: string;
}

export class RenamePasskeyDto extends PasskeyNameRule {}

export class RegisterPasskeyDto extends PasskeyNameRule {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The browser's answer to the registration options (RegistrationResponseJSON)",
  })
  @IsObject({ message: 'The passkey could not be read. Please try again.' })
  response!: Record<string, unknown>;
}

export class VerifyPasskeyDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The browser's answer to the sign-in options (AuthenticationResponseJSON)",
  })
  @IsObject({ message: 'The passkey could not be read. Please try again.' })
  response!: Record<string, unknown>;
}

export class RecoveryCodeDto {
  @ApiProperty({ description: 'One of your recovery codes (spaces and dashes are ignored)' })
  @IsString({ message: 'Please enter a recovery code' })
  @MaxLength(64, { message: 'Please enter a recovery code' })
  @Matches(/\S/, { message: 'Please enter a recovery code' })
  code!: string;
}

/** Options for navigator.credentials.create / get, as @simplewebauthn/browser takes them. */
export class WebAuthnOptionsDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'PublicKeyCredentialCreationOptionsJSON (registration) or PublicKeyCredentialRequestOptionsJSON (sign-in)',
  })
  options!: Record<string, unknown>;
}

export class PasskeyDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  lastUsedAt!: string | null;
  @ApiProperty({ description: 'Synced by its provider (a backed-up passkey)' })
  backedUp!: boolean;
}

export class SecuritySummaryDto {
  @ApiProperty({ type: [PasskeyDto] }) passkeys!: PasskeyDto[];
  @ApiProperty({ description: 'Recovery codes not used yet' }) recoveryCodesLeft!: number;
}

export class RecoveryCodesDto {
  @ApiProperty({
    type: [String],
    description: 'Shown once: only their hashes are kept. Each works once.',
  })
  recoveryCodes!: string[];
}

export class PasskeyAddedDto {
  @ApiProperty({ type: PasskeyDto }) passkey!: PasskeyDto;
  @ApiPropertyOptional({
    type: [String],
    description: 'Your first passkey only: ten recovery codes, shown this once',
  })
  recoveryCodes?: string[];
}

export class SecondFactorPassedDto {
  @ApiProperty({ enum: ['passed'] }) status!: 'passed';
  @ApiProperty({ description: 'Recovery codes not used yet' }) recoveryCodesLeft!: number;
}
