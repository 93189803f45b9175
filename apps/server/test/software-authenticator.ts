import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString("base64url");

type CreateOptions = { challenge: string; rp: { id?: string } };
type GetOptions = { challenge: string; rpId?: string };

/** An authenticator as another process can take it up: its credential id and private key. */
export type SavedAuthenticator = { credentialId: string; privateKey: string };

/**
 * A passkey authenticator in software, for the server's tests: what a phone or a security key
 * does, by the WebAuthn specification (level 2, §6): an ES256 key pair made for one site,
 * attestation 'none', authenticator data with the user present and verified flags, a signature
 * counter, and assertions signed over the authenticator data and the client data's hash. The
 * server checks its answers with the same library it checks browsers' with; nothing of ours is
 * stood in for. The browser tests use Chromium's own virtual authenticator.
 */
export class SoftwareAuthenticator {
  readonly credentialId: Buffer<ArrayBuffer>;
  private readonly keys: { publicKey: KeyObject; privateKey: KeyObject };
  private counter = 0;
  /**
   * Whether it counts its uses (the signature counter). One taken up from `save()` does not,
   * as authenticators without a counter do: processes that share it need not agree on a count.
   */
  private readonly counting: boolean;
  /** Whether the person is verified on the device (PIN, fingerprint): the UV flag. */
  userVerified = true;

  constructor(
    readonly origin: string,
    saved?: SavedAuthenticator,
  ) {
    if (saved) {
      const privateKey = createPrivateKey(saved.privateKey);
      this.keys = { privateKey, publicKey: createPublicKey(privateKey) };
      this.credentialId = Buffer.from(saved.credentialId, "base64url");
    } else {
      this.keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
      this.credentialId = randomBytes(16);
    }
    this.counting = !saved;
  }

  /** A new authenticator that never counts, to hand to other processes with `save()`. */
  static shared(origin: string): SoftwareAuthenticator {
    const keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
    return new SoftwareAuthenticator(origin, {
      credentialId: randomBytes(16).toString("base64url"),
      privateKey: keys.privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
    });
  }

  save(): SavedAuthenticator {
    return {
      credentialId: this.id,
      privateKey: this.keys.privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
    };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private publicKeyCose(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]),
    );
  }

  private authenticatorData(rpId: string, withCredential: boolean): Buffer {
    const flags = 0x01 | (this.userVerified ? 0x04 : 0) | (withCredential ? 0x40 : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts = [sha256(rpId), Buffer.from([flags]), counter];
    if (withCredential) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.publicKeyCose()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers `navigator.credentials.create` with the server's registration options. */
  register(options: CreateOptions, origin = this.origin) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", this.authenticatorData(rpId, true)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** Answers `navigator.credentials.get` with the server's options, counting one more use. */
  assert(options: GetOptions, origin = this.origin) {
    if (this.counting) this.counter += 1;
    const rpId = options.rpId ?? new URL(origin).hostname;
    const authenticatorData = this.authenticatorData(rpId, false);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
