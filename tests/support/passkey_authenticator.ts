import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { webAuthn } from '#config/app'

/** The CBOR (RFC 8949) of the few types WebAuthn's structures hold. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length])
    if (length < 256) return Buffer.from([(major << 5) | 24, length])
    const buffer = Buffer.alloc(3)
    buffer[0] = (major << 5) | 25
    buffer.writeUInt16BE(length, 1)
    return buffer
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const text = Buffer.from(value)
    return Buffer.concat([head(3, text.length), text])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  const parts: Buffer[] = [head(5, value.size)]
  for (const [key, item] of value) {
    parts.push(cbor(key), cbor(item as Parameters<typeof cbor>[0]))
  }
  return Buffer.concat(parts)
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

type Options = { challenge: string; rp?: { id?: string }; rpId?: string }

/**
 * A software passkey, as a browser's authenticator makes and uses one: an ES256 key pair, its
 * credential id and signature counter. Its answers are those a browser at `origin` sends.
 */
export class TestPasskey {
  readonly id = b64url(randomBytes(16))
  private readonly privateKey: KeyObject
  private readonly publicKey: KeyObject
  counter = 0

  constructor(
    readonly origin = webAuthn.origin,
    readonly rpId = webAuthn.rpId
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = pair.privateKey
    this.publicKey = pair.publicKey
  }

  private clientData(type: string, challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }))
  }

  private authData(flags: number, attested?: Buffer) {
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(this.counter)
    return Buffer.concat([
      sha256(this.rpId),
      Buffer.from([flags]),
      counter,
      attested ?? Buffer.alloc(0),
    ])
  }

  /** The answer to registration options: attestation "none", user present and verified. */
  register(options: Options) {
    const jwk = this.publicKey.export({ format: 'jwk' })
    const coseKey = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ])
    )
    const credentialId = Buffer.from(this.id, 'base64url')
    const length = Buffer.alloc(2)
    length.writeUInt16BE(credentialId.length)
    const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey])
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(0x45, attested)],
      ])
    )
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    }
  }

  /** The answer to sign-in options: a signature over the challenge, the counter one higher. */
  authenticate(options: Options) {
    this.counter += 1
    const clientData = this.clientData('webauthn.get', options.challenge)
    const authData = this.authData(0x05)
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey)
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    }
  }
}
