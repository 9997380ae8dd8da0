import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { boundInteger, selectRows, unplannedInteger } from '#lib/raw_rows'

/** More calls than the pool has connections: a connection a failure kept would stall the last. */
const callsBeyondThePool = 25

test.group('Fixed SQL read straight from a connection (app/lib/raw_rows.ts)', () => {
  test('answers the rows of its bindings, inside a transaction too', async ({ assert }) => {
    const rows = await selectRows<{ sum: number }>(
      'SELECT CAST(? AS INTEGER) + CAST(? AS INTEGER) AS sum',
      [2, 3]
    )
    assert.equal(Number(rows[0].sum), 5)
    const inTransaction = await db.transaction((trx) =>
      selectRows<{ sum: number }>(
        'SELECT CAST(? AS INTEGER) + CAST(? AS INTEGER) AS sum',
        [4, 5],
        trx
      )
    )
    assert.equal(Number(inTransaction[0].sum), 9)
  })

  test("a failing statement rejects with the database's error, every time, and frees its connection", async ({
    assert,
  }) => {
    const failing = 'SELECT missing_column FROM users WHERE id = ?'
    for (let call = 0; call < callsBeyondThePool; call++) {
      await assert.rejects(() => selectRows(failing, [1]), /missing_column/)
    }
    const rows = await selectRows<{ one: number }>('SELECT CAST(? AS INTEGER) AS one', [1])
    assert.equal(Number(rows[0].one), 1)
  })

  test("a limit bound out of the planner's sight is planned once, not on every run", async ({
    assert,
  }) => {
    // The planner knows how many rows the series has: for a limit it sees, a plan for that limit
    // is always estimated cheaper than one for any limit.
    const limited = (bound: string) =>
      `SELECT value FROM generate_series(1, 100000) AS value ORDER BY value DESC LIMIT ${bound}`
    const plansAfterTenRuns = (sql: string) =>
      db.transaction(async (trx) => {
        for (let run = 0; run < 10; run++) {
          const rows = await selectRows<{ value: number }>(sql, [3], trx)
          assert.deepEqual(
            rows.map(({ value }) => Number(value)),
            [100000, 99999, 99998]
          )
        }
        const [plans] = await selectRows<{ generic_plans: number; custom_plans: number }>(
          'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = ?',
          [sql.replace('?', '$1')],
          trx
        )
        return { generic: Number(plans.generic_plans), custom: Number(plans.custom_plans) }
      })
    assert.deepEqual(await plansAfterTenRuns(limited(boundInteger)), { generic: 0, custom: 10 })
    const unplanned = await plansAfterTenRuns(limited(unplannedInteger('postgres')))
    assert.equal(unplanned.custom, 5)
    assert.equal(unplanned.generic, 5)
  }).skip(db.connection().dialect.name !== 'postgres', "custom plans are PostgreSQL's")
})
