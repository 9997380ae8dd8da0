import type User from '#models/user'
import type Project from '#models/project'
import ActionMail from '#mails/action_mail'
import { appUrl } from '#config/app'

/**
 * Tells an administrator that a project whose planned hours only warn has reached them, with a
 * link to the project in the admin panel, in the administrator's language.
 */
export default class PlannedHoursReachedMail extends ActionMail {
  protected key = 'planned_hours_reached'

  constructor(
    user: User,
    private project: Project,
    private clientName: string
  ) {
    // Spelt out rather than built from the route: the admin panel routes itself.
    super(user, `${appUrl}/admin/projects/${project.id}`)
  }

  protected values() {
    return {
      project: `${this.clientName} — ${this.project.name}`,
      planned: this.project.plannedHours ?? 0,
    }
  }

  protected outroLines(t: (key: string) => string) {
    return [t('outro')]
  }
}
