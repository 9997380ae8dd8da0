import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import logger from '@adonisjs/core/services/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/** Writes each mail as an .eml file and logs its links, for installations without SMTP. */
export class FileTransport implements MailTransportContract {
  constructor(private directory: string) {}

  async send(message: NodeMailerMessage) {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
    const sent = await transport.sendMail(message)
    await mkdir(this.directory, { recursive: true })
    const file = join(this.directory, `${Date.now()}-${sent.messageId.replace(/[<>@]/g, '')}.eml`)
    await writeFile(file, sent.message as Buffer)
    const links = String(message.text ?? '').match(/https?:\/\/\S+/g) ?? []
    logger.info({ to: message.to, file, links }, `Mail "${message.subject}" written to ${file}`)
    return new MailResponse(sent.messageId, sent.envelope, sent)
  }
}
