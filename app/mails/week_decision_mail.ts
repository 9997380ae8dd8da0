import type User from '#models/user'
import type WeekSubmission from '#models/week_submission'
import WeekMail from '#mails/week_mail'

/** Tells a person their week was approved, or rejected with the administrator's comment. */
export default class WeekDecisionMail extends WeekMail {
  protected key: string

  constructor(
    user: User,
    private submission: WeekSubmission
  ) {
    super(user, submission)
    this.key = submission.status === 'approved' ? 'week_approved' : 'week_rejected'
  }

  protected introLines(t: (key: string) => string) {
    const { comment } = this.submission
    return comment ? [t('intro'), t('comment'), comment] : [t('intro')]
  }
}
