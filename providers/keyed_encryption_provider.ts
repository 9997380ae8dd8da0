import { configProvider } from '@adonisjs/core'
import type { ApplicationService, EncryptorsList } from '@adonisjs/core/types'
import { KeyedEncryption, KeyedEncryptionManager } from '#lib/keyed_encryption'

/**
 * Serves the app's encrypter with its keys prepared once (see KeyedEncryption): the cookie
 * signer, the encrypted cookies and Shield's XSRF-TOKEN all resolve it through the container.
 */
export default class KeyedEncryptionProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton('encryption', async () => {
      const { appEncrypter } = await import('#config/encryption')
      const config = await configProvider.resolve<{
        default?: keyof EncryptorsList
        list: EncryptorsList
      }>(this.app, this.app.config.get('encryption'))
      return new KeyedEncryptionManager(config!, new KeyedEncryption(appEncrypter))
    })
  }
}
