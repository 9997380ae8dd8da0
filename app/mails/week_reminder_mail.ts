import WeekMail from '#mails/week_mail'

/** Reminds a person to submit last week, which they have not yet. */
export default class WeekReminderMail extends WeekMail {
  protected key = 'week_reminder'
}
