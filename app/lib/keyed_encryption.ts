import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto'
import { Encryption, EncryptionManager } from '@adonisjs/core/encryption'
import { AES256GCM } from '@adonisjs/core/encryption/drivers/aes_256_gcm'
import { MessageBuilder, type Secret } from '@adonisjs/core/helpers'
import type { EncryptionConfig } from '@adonisjs/core/types/encryption'

type ExpiresIn = string | number
type EncryptOptions = { expiresIn?: ExpiresIn; purpose?: string }

const ivLength = 12
const tagLength = 16
const versionPrefix = 'v1:'
const rememberedSignedValues = 10_000
/** Cookies' values are short; longer ones (signed links) are verified each time. */
const rememberedSignedValueLength = 512

/**
 * AES-256-GCM encryption and HMAC signing exactly as AdonisJS's `aes256gcm` encrypter and
 * message verifier do them (same keys, same output: values made by either open with the other),
 * but with the keys prepared once as KeyObjects. Node 24's createHmac and createCipheriv import
 * a raw Buffer key anew on every call, which costs several times what a KeyObject does; every
 * request verifies the session cookie and encrypts or decrypts XSRF-TOKEN, so the import alone
 * showed in a small request's CPU (bench/README.md). Anything this does not handle itself
 * (older keys, values of the legacy format) goes to the stock implementation.
 */
export class KeyedEncryption extends Encryption {
  readonly #id: string
  readonly #encryptionKey: KeyObject
  readonly #signingKey: KeyObject
  /** Signed values whose signature held, with their messages; only genuine values get in. */
  readonly #verifiedMessages = new Map<string, string>()

  constructor({ id, keys }: { id: string; keys: (string | Secret<string>)[] }) {
    super({ driver: (key) => new AES256GCM({ id, key }), keys })
    this.#id = id
    const [current] = keys
    const cryptoKey = createHash('sha256')
      .update(typeof current === 'string' ? current : current.release())
      .digest()
    this.#encryptionKey = createSecretKey(
      Buffer.from(hkdfSync('sha256', cryptoKey, Buffer.alloc(0), `aes-256-gcm:v1:${id}`, 32))
    )
    this.#signingKey = createSecretKey(cryptoKey)

    const verifier = this.getMessageVerifier()
    const stockUnsign = verifier.unsign.bind(verifier)
    const hasOlderKeys = keys.length > 1
    verifier.sign = (payload: unknown, expiresIn?: ExpiresIn, purpose?: string) =>
      this.#sign(payload, expiresIn, purpose)
    verifier.unsign = <T>(payload: string, purpose?: string) =>
      this.#unsign<T>(payload, purpose) ?? (hasOlderKeys ? stockUnsign<T>(payload, purpose) : null)
  }

  encrypt(payload: unknown, expiresInOrOptions?: ExpiresIn | EncryptOptions, purpose?: string) {
    const options =
      typeof expiresInOrOptions === 'object' && expiresInOrOptions !== null
        ? expiresInOrOptions
        : { expiresIn: expiresInOrOptions, purpose }
    const iv = randomBytes(ivLength)
    const cipher = createCipheriv('aes-256-gcm', this.#encryptionKey, iv, {
      authTagLength: tagLength,
    })
    if (options.purpose) {
      cipher.setAAD(Buffer.from(options.purpose), {
        plaintextLength: Buffer.byteLength(options.purpose),
      })
    }
    const plainText = new MessageBuilder().build(payload, options.expiresIn)
    const cipherText = Buffer.concat([cipher.update(plainText), cipher.final()])
    return `${this.#id}.${versionPrefix}${cipherText.toString('base64url')}.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}` as const
  }

  decrypt<T>(value: string, purpose?: string): T | null {
    const opened = this.#decrypt<T>(value, purpose)
    return opened === undefined ? super.decrypt<T>(value, purpose) : opened
  }

  /** The value, null when it is not genuine, undefined when the stock code must decide. */
  #decrypt<T>(value: string, purpose?: string): T | null | undefined {
    if (typeof value !== 'string') return null
    const parts = value.split('.')
    if (parts.length !== 4 || parts[0] !== this.#id || !parts[1].startsWith(versionPrefix)) {
      return undefined
    }
    const iv = Buffer.from(parts[2], 'base64url')
    const tag = Buffer.from(parts[3], 'base64url')
    if (iv.length !== ivLength || tag.length !== tagLength) return null
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#encryptionKey, iv, {
        authTagLength: tagLength,
      })
      if (purpose) {
        decipher.setAAD(Buffer.from(purpose), { plaintextLength: Buffer.byteLength(purpose) })
      }
      decipher.setAuthTag(tag)
      const cipherText = Buffer.from(parts[1].slice(versionPrefix.length), 'base64url')
      const plain = Buffer.concat([decipher.update(cipherText), decipher.final()])
      return new MessageBuilder().verify<T>(plain)
    } catch {
      // Not made with the current key: an older key may open it.
      return undefined
    }
  }

  #hmac(encoded: string) {
    return createHmac('sha256', this.#signingKey).update(encoded).digest()
  }

  #sign(payload: unknown, expiresIn?: ExpiresIn, purpose?: string) {
    if (payload === null || payload === undefined) {
      throw new Error(`Cannot sign "${payload}" value`)
    }
    const encoded = Buffer.from(new MessageBuilder().build(payload, expiresIn, purpose)).toString(
      'base64url'
    )
    return `${encoded}.${this.#hmac(encoded).toString('base64url')}`
  }

  /**
   * The message of a signed value, verified: from the values verified before (a browser sends
   * the same session cookie with every request), else by its signature. The message's own
   * expiry and purpose are checked every time.
   */
  #unsign<T>(payload: string, purpose?: string): T | null {
    if (typeof payload !== 'string') return null
    let message = this.#verifiedMessages.get(payload)
    if (message === undefined) {
      const parts = payload.split('.')
      if (parts.length !== 2 || !parts[0] || !parts[1]) return null
      const [encoded, signature] = parts
      const given = Buffer.from(signature)
      const expected = Buffer.from(this.#hmac(encoded).toString('base64url'))
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      message = Buffer.from(encoded, 'base64url').toString('utf8')
      if (payload.length <= rememberedSignedValueLength) {
        if (this.#verifiedMessages.size >= rememberedSignedValues) this.#verifiedMessages.clear()
        this.#verifiedMessages.set(payload, message)
      }
    }
    return new MessageBuilder().verify<T>(message, purpose)
  }
}

/** The encryption manager, whose default encrypter is a KeyedEncryption. */
export class KeyedEncryptionManager<
  KnownEncrypters extends Record<string, EncryptionConfig>,
> extends EncryptionManager<KnownEncrypters> {
  readonly #default: keyof KnownEncrypters | undefined
  readonly #keyed: KeyedEncryption

  constructor(
    config: { default?: keyof KnownEncrypters; list: KnownEncrypters },
    keyed: KeyedEncryption
  ) {
    super(config)
    this.#default = config.default
    this.#keyed = keyed
  }

  use(encrypter?: PropertyKey): Encryption {
    return encrypter === undefined || encrypter === this.#default
      ? this.#keyed
      : super.use(encrypter as keyof KnownEncrypters)
  }
}
