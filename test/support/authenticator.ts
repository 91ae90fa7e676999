import { createHash, generateKeyPairSync, KeyObject, randomBytes, sign } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { TEST_APP_URL } from './app';

/**
 * A software passkey for API tests: an ES256 key pair and a credential id, answering WebAuthn
 * registration ('none' attestation) and sign-in challenges as a browser and its authenticator
 * would, for the origin and RP ID of the test app (TEST_APP_URL).
 */
export class SoftwareAuthenticator {
  readonly credentialId: Buffer;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;

  constructor(
    readonly origin = TEST_APP_URL,
    credentialId?: Buffer,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
    this.credentialId = credentialId ?? randomBytes(16);
  }

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  /** Another key claiming this passkey's credential id: what a wrong authenticator sends. */
  impostor(): SoftwareAuthenticator {
    return new SoftwareAuthenticator(this.origin, this.credentialId);
  }

  /** The browser's RegistrationResponseJSON for creation options `options`. */
  register(options: { challenge: string; rp: { id?: string } }): Record<string, unknown> {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = cbor(
      new Map<number, unknown>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(Buffer.from(rpId)),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      uint32(this.counter),
      Buffer.alloc(16), // AAGUID
      idLength,
      this.credentialId,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The browser's AuthenticationResponseJSON for request options `options`. */
  assert(options: { challenge: string; rpId?: string }): Record<string, unknown> {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const authenticatorData = Buffer.concat([
      sha256(Buffer.from(rpId)),
      Buffer.from([0x05]), // user present, user verified
      uint32(this.counter),
    ]);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }
}

type Options = { options: { challenge: string; rp: { id?: string }; rpId?: string } };

/** Adds `authenticator` as a passkey named `name` through the API; answers the response body. */
export async function enrolPasskey(
  agent: TestAgent,
  authenticator: SoftwareAuthenticator,
  name = 'Work laptop',
) {
  const { body } = (await agent
    .post('/api/authentication/second-factor/registration-options')
    .expect(200)) as { body: Options };
  const added = await agent
    .post('/api/authentication/second-factor/passkeys')
    .send({ name, response: authenticator.register(body.options) })
    .expect(200);
  return added.body as {
    passkey: { _id: string; name: string };
    recoveryCodes?: string[];
  };
}

/** Passes the session's second factor with `authenticator` through the API. */
export async function verifyWithPasskey(agent: TestAgent, authenticator: SoftwareAuthenticator) {
  const { body } = (await agent
    .post('/api/authentication/second-factor/authentication-options')
    .expect(200)) as { body: Options };
  return agent
    .post('/api/authentication/second-factor/verify')
    .send({ response: authenticator.assert(body.options) });
}

function sha256(data: Buffer): Buffer {
  return createHash('sha256').update(data).digest();
}

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

/** The few CBOR shapes WebAuthn needs: maps, small integers, text and byte strings. */
function cbor(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (value instanceof Map) {
    const entries = [...(value as Map<unknown, unknown>).entries()].flatMap(([key, item]) => [
      cbor(key),
      cbor(item),
    ]);
    return Buffer.concat([head(5, value.size), ...entries]);
  }
  throw new Error(`cbor: unsupported value ${String(value)}`);
}

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const buffer = Buffer.alloc(3);
  buffer[0] = (major << 5) | 25;
  buffer.writeUInt16BE(length, 1);
  return buffer;
}
