import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for API tests: a real P-256 key pair, real "none"
 * attestation and real ES256 assertions, so the server's @simplewebauthn checks run for real.
 * (The browser side is exercised with Chromium's virtual authenticator in e2e.)
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  constructor(
    readonly origin: string,
    readonly rpID = new URL(origin).hostname,
  ) {}

  get id() {
    return isoBase64URL.fromBuffer(this.credentialId);
  }

  /** The browser's answer to registration options (`RegistrationResponseJSON`). */
  register(options: { challenge: string }) {
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    const jwk = (this.keys.publicKey as KeyObject).export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authDataHead(0x45), // user present, user verified, attested credential data
      Buffer.alloc(16), // AAGUID
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The browser's answer to sign-in options (`AuthenticationResponseJSON`). */
  assert(options: { challenge: string }) {
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const authData = this.authDataHead(0x05); // user present, user verified
    const signed = Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]);
    const signature = sign('sha256', signed, this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(signature),
      },
    };
  }

  private clientData(type: string, challenge: string) {
    return new Uint8Array(
      Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })),
    );
  }

  private authDataHead(flags: number) {
    this.counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([
      createHash('sha256').update(this.rpID).digest(),
      Buffer.from([flags]),
      count,
    ]);
  }
}
