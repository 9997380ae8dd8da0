import env from '#start/env'
import { defineConfig, drivers } from '@adonisjs/core/encryption'

/** The app's encrypter; providers/keyed_encryption_provider.ts serves it with prepared keys. */
export const appEncrypter = { id: 'gcm', keys: [env.get('APP_KEY')] }

const encryptionConfig = defineConfig({
  default: 'gcm',
  list: {
    gcm: drivers.aes256gcm(appEncrypter),
  },
})

export default encryptionConfig

declare module '@adonisjs/core/types' {
  export interface EncryptorsList extends InferEncryptors<typeof encryptionConfig> {}
}
