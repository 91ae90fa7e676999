import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { timingSafeEqual } from 'node:crypto';
import { AdminOnlyError } from '@/platform/http/admin';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import type { AppConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import type { EventName } from '@/platform/timeline/events.catalogue';
import { RateLimiter } from '@/platform/rate-limit/rate-limit';
import {
  PasskeyAddedDto,
  PasskeyDto,
  RecoveryCodesDto,
  SecondFactorPassedDto,
  SecuritySummaryDto,
} from './dto/second-factor.dto';
import { hashCode, newRecoveryCode, normaliseCode } from './recovery-codes';
import {
  CHALLENGE_TTL_MS,
  ChallengeExpiredError,
  LastPasskeyError,
  NoPasskeyError,
  PASSKEYS_PER_ADMIN,
  PasskeyNotAddedError,
  PasskeyNotFoundError,
  PasskeyNotRecognisedError,
  RECOVERY_CODE_COUNT,
  RecoveryCodeInvalidError,
  SECOND_FACTOR_LIMITS,
  SECOND_FACTOR_RATE_LIMIT_MESSAGE,
  TooManyPasskeysError,
  VerifyFirstError,
} from './second-factor.errors';
import { PasskeyRow, SecondFactorRepository } from './second-factor.repository';
import { RATE_LIMIT_WINDOW_SECONDS } from './tokens';
import { EmailService } from '@/platform/email/email.service';

/*
 * Refusals of the second factor answer 403, never 401: the session itself is fine (signed in by
 * the link), and a 401 would tell the client the session had ended.
 */
export type ClientContext = { ip: string };

/**
 * Staff's second factor after the magic link: passkeys (WebAuthn through @simplewebauthn/server)
 * and ten one-time recovery codes. A session passes by answering a challenge it was given (kept
 * on the session row, five minutes, answered at most once) with one of the admin's passkeys, by
 * a recovery code, or by enrolling its admin's first passkey. No credential material, challenge
 * or code is ever logged; the admin's History records what happened and who did it.
 */
@Injectable()
export class SecondFactorService {
  private readonly logger = new Logger('SecondFactor');
  private readonly origin: string;
  private readonly rpID: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly repository: SecondFactorRepository,
    private readonly events: EventsService,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly emails: EmailService,
  ) {
    const url = new URL(config.appUrl);
    this.origin = url.origin;
    this.rpID = url.hostname;
  }

  /** Options to create a passkey: for an admin who may add one now (see `mayAddPasskey`). */
  async registrationOptions(user: SessionUser): Promise<Record<string, unknown>> {
    this.requireMayAdd(user);
    const existing = await this.repository.listPasskeys(user._id);
    if (existing.length >= PASSKEYS_PER_ADMIN) throw new TooManyPasskeysError();
    const options = await generateRegistrationOptions({
      rpName: this.config.productName,
      rpID: this.rpID,
      userName: user.email,
      userDisplayName: `${user.first_name} ${user.last_name}`.trim() || user.email,
      userID: new TextEncoder().encode(user._id),
      attestationType: 'none',
      excludeCredentials: existing.map(credentialDescriptor),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      timeout: CHALLENGE_TTL_MS,
    });
    await this.repository.setChallenge(
      user.sessionId,
      options.challenge,
      'registration',
      this.expiry(),
    );
    return options as unknown as Record<string, unknown>;
  }

  /**
   * Stores the passkey that answered the session's registration challenge, and the session has
   * passed. An admin's first passkey also issues their ten recovery codes (answered this once).
   */
  async register(
    user: SessionUser,
    name: string,
    response: Record<string, unknown>,
  ): Promise<PasskeyAddedDto> {
    this.requireMayAdd(user);
    const now = this.clock.now();
    const challenge = await this.repository.takeChallenge(user.sessionId, 'registration', now);
    if (!challenge) throw new ChallengeExpiredError();
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        requireUserVerification: false,
      });
    } catch (error) {
      this.logger.warn({ msg: 'passkey registration refused', reason: reasonOf(error) });
      throw new PasskeyNotAddedError();
    }
    if (!verified.verified) throw new PasskeyNotAddedError();
    const { credential, credentialBackedUp } = verified.registrationInfo;
    return this.database.transaction(async () => {
      await this.repository.lockPasskeys(user._id);
      const before = await this.repository.listPasskeys(user._id);
      if (before.length >= PASSKEYS_PER_ADMIN) throw new TooManyPasskeysError();
      if (before.some((passkey) => passkey.credential_id === credential.id)) {
        throw new PasskeyNotAddedError();
      }
      const passkey = await this.repository.insertPasskey({
        user_id: user._id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
        backed_up: credentialBackedUp,
        last_used_at: now,
        createdAt: now,
      });
      await this.repository.markSessionPassed(user.sessionId, now);
      await this.record(user, 'passkey_added', name);
      const firstEnrolment =
        before.length === 0 && (await this.repository.countUnusedCodes(user._id)) === 0;
      if (!firstEnrolment) return { passkey: toPasskeyDto(passkey) };
      const recoveryCodes = await this.issueCodes(user, now);
      return { passkey: toPasskeyDto(passkey), recoveryCodes };
    });
  }

  /** Options to sign in with one of the admin's passkeys. */
  async authenticationOptions(user: SessionUser): Promise<Record<string, unknown>> {
    requireAdmin(user);
    const passkeys = await this.repository.listPasskeys(user._id);
    if (passkeys.length === 0) throw new NoPasskeyError();
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      allowCredentials: passkeys.map(credentialDescriptor),
      userVerification: 'preferred',
      timeout: CHALLENGE_TTL_MS,
    });
    await this.repository.setChallenge(
      user.sessionId,
      options.challenge,
      'authentication',
      this.expiry(),
    );
    return options as unknown as Record<string, unknown>;
  }

  /** The session passes when one of the admin's passkeys answered its sign-in challenge. */
  async authenticate(
    user: SessionUser,
    response: Record<string, unknown>,
    client: ClientContext,
  ): Promise<SecondFactorPassedDto> {
    requireAdmin(user);
    await this.limitAttempts(user, client);
    const now = this.clock.now();
    const challenge = await this.repository.takeChallenge(user.sessionId, 'authentication', now);
    if (!challenge) {
      await this.fail(user, client, 'the challenge had expired or was already answered');
      throw new ChallengeExpiredError();
    }
    const credentialId = typeof response.id === 'string' ? response.id.slice(0, 1024) : '';
    const passkey = credentialId
      ? await this.repository.findByCredential(user._id, credentialId)
      : undefined;
    if (!passkey) {
      await this.fail(user, client, 'a passkey that is not registered to this admin');
      throw new PasskeyNotRecognisedError();
    }
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        credential: {
          id: passkey.credential_id,
          publicKey: new Uint8Array(passkey.public_key),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransportFuture[],
        },
        requireUserVerification: false,
      });
    } catch (error) {
      this.logger.warn({ msg: 'passkey sign-in refused', reason: reasonOf(error) });
      verified = null;
    }
    if (!verified?.verified) {
      await this.fail(user, client, `passkey '${passkey.name}' did not verify`);
      throw new PasskeyNotRecognisedError();
    }
    await this.database.transaction(async () => {
      await this.repository.recordPasskeyUse(
        passkey._id,
        verified.authenticationInfo.newCounter,
        now,
      );
      await this.repository.markSessionPassed(user.sessionId, now);
    });
    await this.passed(user);
    return {
      status: 'passed',
      recoveryCodesLeft: await this.repository.countUnusedCodes(user._id),
    };
  }

  /** The session passes with one of the admin's unused recovery codes, which is then spent. */
  async useRecoveryCode(
    user: SessionUser,
    code: string,
    client: ClientContext,
  ): Promise<SecondFactorPassedDto> {
    requireAdmin(user);
    await this.limitAttempts(user, client);
    const now = this.clock.now();
    const given = Buffer.from(hashCode(normaliseCode(code)), 'hex');
    const match = (await this.repository.unusedCodes(user._id)).find((candidate) =>
      timingSafeEqual(Buffer.from(candidate.code_hash, 'hex'), given),
    );
    const left = await this.database.transaction(async () => {
      if (!match || !(await this.repository.useCode(match._id, now))) return null;
      await this.repository.markSessionPassed(user.sessionId, now);
      const remaining = await this.repository.countUnusedCodes(user._id);
      await this.record(user, 'recovery_code_used', `${remaining} recovery codes left`);
      return remaining;
    });
    if (left === null) {
      await this.fail(user, client, 'a recovery code that is not valid or was used');
      throw new RecoveryCodeInvalidError();
    }
    await this.passed(user);
    return { status: 'passed', recoveryCodesLeft: left };
  }

  /** The admin's passkeys and how many recovery codes they have left (the Security page). */
  async summary(user: SessionUser): Promise<SecuritySummaryDto> {
    const passkeys = await this.repository.listPasskeys(user._id);
    return {
      passkeys: passkeys.map(toPasskeyDto),
      recoveryCodesLeft: await this.repository.countUnusedCodes(user._id),
    };
  }

  async rename(user: SessionUser, passkeyId: string, name: string): Promise<PasskeyDto> {
    return this.database.transaction(async () => {
      const passkey = await this.repository.findPasskey(user._id, passkeyId);
      if (!passkey) throw new PasskeyNotFoundError();
      if (passkey.name === name) return toPasskeyDto(passkey);
      await this.repository.renamePasskey(passkey._id, name);
      await this.record(user, 'passkey_renamed', `'${passkey.name}' is now '${name}'`);
      return toPasskeyDto({ ...passkey, name });
    });
  }

  /**
   * Removes one of the admin's passkeys. The last one goes only while recovery codes are left:
   * without either, the next sign-in could only enrol afresh, which anyone holding the inbox
   * could do.
   */
  async remove(user: SessionUser, passkeyId: string): Promise<SecuritySummaryDto> {
    await this.database.transaction(async () => {
      await this.repository.lockPasskeys(user._id);
      const passkeys = await this.repository.listPasskeys(user._id);
      const passkey = passkeys.find((candidate) => candidate._id === passkeyId);
      if (!passkey) throw new PasskeyNotFoundError();
      if (passkeys.length === 1 && (await this.repository.countUnusedCodes(user._id)) === 0) {
        throw new LastPasskeyError();
      }
      await this.repository.deletePasskey(passkey._id);
      await this.record(user, 'passkey_removed', passkey.name);
    });
    return this.summary(user);
  }

  /** Ten new recovery codes; every earlier one stops working. Shown this once. */
  async regenerateCodes(user: SessionUser): Promise<RecoveryCodesDto> {
    const now = this.clock.now();
    return this.database.transaction(async () => ({
      recoveryCodes: await this.issueCodes(user, now, 'recovery_codes_regenerated'),
    }));
  }

  private async issueCodes(user: SessionUser, now: Date, event?: EventName): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.repository.replaceCodes(
      user._id,
      codes.map((code) => hashCode(normaliseCode(code))),
      now,
    );
    if (event) await this.record(user, event, `${RECOVERY_CODE_COUNT} new recovery codes`);
    return codes;
  }

  /**
   * An admin may add a passkey once the session has passed, where it was not needed, or to enrol
   * a first one. An admin who has one (or recovery codes) proves it first: otherwise whoever
   * holds the inbox could add their own.
   */
  private requireMayAdd(user: SessionUser): void {
    requireAdmin(user);
    if (user.secondFactor.status === 'verify') throw new VerifyFirstError();
  }

  /**
   * Failures only are counted, per session (so a device that keeps failing, or a stranger holding
   * a stolen session, holds back that session alone: the admin's passkey still works on their
   * other devices) and per client address; a success clears the session's count.
   */
  private limits(user: SessionUser, client: ClientContext) {
    return [
      { key: `second-factor:session:${user.sessionId}`, limit: SECOND_FACTOR_LIMITS.perSession },
      { key: `second-factor:ip:${client.ip}`, limit: SECOND_FACTOR_LIMITS.perIp },
    ];
  }

  private async limitAttempts(user: SessionUser, client: ClientContext): Promise<void> {
    await this.rateLimiter.refuseWhenLocked(
      this.limits(user, client),
      RATE_LIMIT_WINDOW_SECONDS,
      SECOND_FACTOR_RATE_LIMIT_MESSAGE,
    );
  }

  private async passed(user: SessionUser): Promise<void> {
    await this.rateLimiter.forget([`second-factor:session:${user.sessionId}`]);
  }

  private async fail(user: SessionUser, client: ClientContext, what: string): Promise<void> {
    this.logger.warn({ msg: 'second factor refused', userId: user._id });
    await this.record(user, 'second_factor_failed', `Refused: ${what}`);
    const reached = await this.rateLimiter.fail(
      this.limits(user, client),
      RATE_LIMIT_WINDOW_SECONDS,
    );
    if (reached.length === 0) return;
    // The failure that reached a limit: the admin hears of it once per lockout.
    await this.emails.queue(user.email, 'second-factor-locked', {
      firstName: user.first_name,
      minutes: RATE_LIMIT_WINDOW_SECONDS / 60,
      securityUrl: `${this.config.appUrl}/admin/security`,
    });
  }

  private async record(user: SessionUser, name: EventName, comments: string): Promise<void> {
    await this.events.record({
      backOffice: true,
      subjectId: user._id,
      name,
      author: user,
      comments,
    });
  }

  private expiry(): Date {
    return new Date(this.clock.now().getTime() + CHALLENGE_TTL_MS);
  }
}

function requireAdmin(user: SessionUser): void {
  if (user.type !== 'admin' || !user.active) throw new AdminOnlyError();
}

function credentialDescriptor(passkey: PasskeyRow) {
  return {
    id: passkey.credential_id,
    transports: passkey.transports as AuthenticatorTransportFuture[],
  };
}

export function toPasskeyDto(row: PasskeyRow): PasskeyDto {
  return {
    _id: row._id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    backedUp: row.backed_up,
  };
}

function reasonOf(error: unknown): string {
  // the library's messages quote the values it compared (challenges, ids): never log those
  return error instanceof Error
    ? error.message
        .replace(/"[^"]*"/g, '"…"')
        .replace(/\S{24,}/g, '…')
        .slice(0, 200)
    : 'unknown';
}
