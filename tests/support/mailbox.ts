import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'

/**
 * A real SMTP server on this machine that keeps what it receives, so tests read the mails
 * the app sent the way a mail client would.
 */
class Mailbox {
  private received: ParsedMail[] = []
  private server?: SMTPServer
  private held?: Promise<void>
  private refusing = false

  async start(port: number) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const held = this.held
        const refused = this.refusing
        simpleParser(stream).then(
          async (mail) => {
            await held
            if (refused) return callback(new Error('Mailbox unavailable'))
            this.received.push(mail)
            callback()
          },
          (error) => callback(error)
        )
      },
    })
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve))
    return () => new Promise<void>((resolve) => this.server!.close(() => resolve()))
  }

  clear() {
    this.received = []
  }

  /** Mail waits at the server, unanswered, until the returned function is called. */
  hold() {
    let release!: () => void
    this.held = new Promise((resolve) => (release = resolve))
    return () => {
      this.held = undefined
      release()
    }
  }

  /** Mail is refused with an error until the returned function is called. */
  refuse() {
    this.refusing = true
    return () => {
      this.refusing = false
    }
  }

  /** Mails received for the address so far. */
  for(address: string) {
    return this.received.filter((mail) =>
      [mail.to].flat().some((to) => to?.value.some((entry) => entry.address === address))
    )
  }

  /** The newest mail for the address, waiting briefly for it to arrive. */
  async latest(address: string, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const mails = this.for(address)
      if (mails.length) return mails[mails.length - 1]
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error(`No mail for ${address} within ${timeoutMs} ms`)
  }

  /** The first link in a mail's plain text that starts with the given URL. */
  static link(mail: ParsedMail, startingWith: string) {
    const link = (mail.text ?? '')
      .match(/https?:\/\/\S+/g)
      ?.find((url) => url.startsWith(startingWith))
    if (!link) throw new Error(`No link to ${startingWith} in "${mail.subject}"`)
    return link
  }
}

export const mailbox = new Mailbox()
export { Mailbox }
