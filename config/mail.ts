import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { appName } from '#config/app'
import { FileTransport } from '#lib/mail_file_transport'

/**
 * Real SMTP whenever SMTP_HOST is set. Without it (never in production, where it is required)
 * every mail is written to storage/mail/ as an .eml file, so a quick start still works.
 */
const mailConfig = defineConfig({
  default: env.get('SMTP_HOST') ? 'smtp' : 'file',
  from: { address: env.get('MAIL_FROM', 'hourbook@localhost'), name: appName },
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', 'localhost'),
      port: env.get('SMTP_PORT', 587),
      secure: env.get('SMTP_SECURE', false),
      ...(env.get('SMTP_USER')
        ? {
            auth: {
              type: 'login',
              user: env.get('SMTP_USER')!,
              pass: env.get('SMTP_PASSWORD', ''),
            },
          }
        : {}),
    }),
    file: () => new FileTransport(app.makePath('storage/mail')),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
