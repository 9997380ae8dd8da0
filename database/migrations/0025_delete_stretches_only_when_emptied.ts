import { BaseSchema } from '@adonisjs/lucid/schema'
import { addToStretches, deleteEmptiedStretches } from '#database/weekly_stretches'

/**
 * The sums per stretch (migration 0024) look for stretches left without a log only when a daily
 * sum is deleted. A stretch's count is the sum of its daily sums' counts, so it falls to nothing
 * only when each of them does, and a daily sum that falls to nothing is deleted by the same
 * write, whose trigger deletes the emptied stretches. The deletes after every addition found
 * nothing, yet every create ran two of them beside the two additions (on PostgreSQL, two of the
 * seven statements its triggers ran). The totals are the same; `down` puts the deletes back.
 */
export default class extends BaseSchema {
  async up() {
    this.stretchTriggers({ deleteAfterAdding: false })
  }

  async down() {
    this.stretchTriggers({ deleteAfterAdding: true })
  }

  private stretchTriggers({ deleteAfterAdding }: { deleteAfterAdding: boolean }) {
    const postgres = this.db.dialect.name === 'postgres'
    const emptied = deleteAfterAdding ? deleteEmptiedStretches(postgres, 'NEW') : ''
    const added = addToStretches(postgres, 'NEW', 'NEW.seconds', 'NEW.count') + emptied
    // A daily sum changes only its amounts, never its day, person, project or task.
    const changed =
      addToStretches(postgres, 'NEW', 'NEW.seconds - OLD.seconds', 'NEW.count - OLD.count') +
      emptied
    if (postgres) {
      // The trigger weekly_log_totals_daily calls the function by name: replacing it is enough.
      const removed =
        addToStretches(postgres, 'OLD', '-OLD.seconds', '-OLD.count') +
        deleteEmptiedStretches(postgres, 'OLD')
      this.schema.raw(
        `CREATE OR REPLACE FUNCTION weekly_log_totals_daily_changed() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'INSERT' THEN ${added}
          ELSIF TG_OP = 'UPDATE' THEN ${changed}
          ELSE ${removed}
          END IF;
          RETURN NULL;
        END $$`
      )
      return
    }
    this.schema.raw('DROP TRIGGER weekly_log_totals_insert')
    this.schema.raw('DROP TRIGGER weekly_log_totals_change')
    this.schema.raw(
      `CREATE TRIGGER weekly_log_totals_insert AFTER INSERT ON daily_log_totals
      BEGIN ${added} END`
    )
    this.schema.raw(
      `CREATE TRIGGER weekly_log_totals_change AFTER UPDATE ON daily_log_totals
      BEGIN ${changed} END`
    )
  }
}
