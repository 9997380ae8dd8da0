import ActionMail from '#mails/action_mail'

export default class ResetPasswordMail extends ActionMail {
  protected key = 'reset_password'
}
