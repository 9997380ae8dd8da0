import ActionMail from '#mails/action_mail'

export default class VerifyEmailMail extends ActionMail {
  protected key = 'verify_email'
}
