import { BaseSeeder } from '@adonisjs/lucid/seeders'
import logger from '@adonisjs/core/services/logger'
import User from '#models/user'
import { seedDemoData } from '#database/demo/seed_demo_data'

/**
 * The demo installation (`node ace db:seed`, and `npm start` on an empty database). It seeds
 * only a database without users, so running it again never duplicates or overwrites anything.
 */
export default class MainSeeder extends BaseSeeder {
  // The demo accounts' password is published in the README.
  static environment = ['development', 'test']

  async run() {
    if (await User.query({ client: this.client }).first()) {
      logger.info('The database already has users; demo data not seeded')
      return
    }
    await this.client.transaction((trx) => seedDemoData(trx))
    logger.info('Demo data seeded')
  }
}
