import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { selectRows } from '#lib/raw_rows'

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
})
