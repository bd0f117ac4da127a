/**
 * A software passkey authenticator, as a test plays a browser and its authenticator: a P-256
 * key from node:crypto, and the attestation (format "none") and assertions built by hand as
 * WebAuthn Level 3 lays them out (§6.1 authenticator data, §6.5.4 attested credential data,
 * §5.8.1 client data, §8.7 "none" attestation, ES256 signatures in ASN.1 DER per §6.5.5).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** Authenticator data flags (§6.1): user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** The CBOR head of a major type with a length or value (RFC 8949 §3). */
function cborHead(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}
const cborBytes = (bytes: Uint8Array) => Buffer.concat([cborHead(2, bytes.length), bytes]);
const cborText = (text: string) =>
  Buffer.concat([cborHead(3, Buffer.byteLength(text)), Buffer.from(text)]);
/** A small integer, positive (major 0) or negative (major 1: -1 - n). */
const cborInt = (n: number) => (n >= 0 ? cborHead(0, n) : cborHead(1, -1 - n));

function counterBytes(counter: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(counter, 0);
  return b;
}

type Options = { challenge: string; rp?: { id?: string }; rpId?: string };

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter the next assertion carries (then increments). */
  counter = 1;

  constructor() {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id() {
    return b64url(this.credentialId);
  }

  /** The public key as a COSE_Key (RFC 9052 §7, EC2 P-256 ES256): {1: 2, 3: -7, -1: 1, -2: x, -3: y}. */
  private coseKey() {
    const jwk = this.publicKey.export({ format: "jwk" });
    const x = Buffer.from(jwk.x!, "base64url");
    const y = Buffer.from(jwk.y!, "base64url");
    return Buffer.concat([
      cborHead(5, 5),
      cborInt(1),
      cborInt(2),
      cborInt(3),
      cborInt(-7),
      cborInt(-1),
      cborInt(1),
      cborInt(-2),
      cborBytes(x),
      cborInt(-3),
      cborBytes(y),
    ]);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer of `navigator.credentials.create()` to registration options (RegistrationResponseJSON). */
  register(options: Options, origin: string, rpId = options.rp?.id ?? new URL(origin).hostname) {
    const credIdLength = Buffer.alloc(2);
    credIdLength.writeUInt16BE(this.credentialId.length, 0);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | UV | AT]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: zeros, as "none" attestation allows
      credIdLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = Buffer.concat([
      cborHead(5, 3),
      cborText("fmt"),
      cborText("none"),
      cborText("attStmt"),
      cborHead(5, 0),
      cborText("authData"),
      cborBytes(authData),
    ]);
    const clientDataJSON = this.clientData("webauthn.create", options.challenge, origin);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /**
   * The answer of `navigator.credentials.get()` (AuthenticationResponseJSON): authenticator
   * data with the counter, signed with the client data's hash. `counter` overrides (and sets)
   * the counter, as a cloned authenticator would send an old one.
   */
  assert(
    options: Options,
    origin: string,
    at: { counter?: number; rpId?: string; challenge?: string } = {},
  ) {
    if (at.counter !== undefined) this.counter = at.counter;
    const rpId = at.rpId ?? options.rpId ?? new URL(origin).hostname;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | UV]),
      counterBytes(this.counter++),
    ]);
    const clientDataJSON = this.clientData(
      "webauthn.get",
      at.challenge ?? options.challenge,
      origin,
    );
    // ES256 in DER (ECDSA-Sig-Value), which node:crypto's sign gives for an EC key.
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: this.privateKey,
      dsaEncoding: "der",
    });
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
