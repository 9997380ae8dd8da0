import { test } from '@japa/runner'
import fc from 'fast-check'
import { priceOf, rateOn, type RateStep } from '#services/pricing'
import { amountOf, decimalOf, formatMoney, maxRate, minorDigits, minorOf } from '#shared/money'
import { rateSubjects, type RateKind, type RateSubject } from '#shared/rates'

const day = fc
  .integer({ min: 0, max: 3 * 365 })
  .map((offset) => new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10))

const rate = fc.option(fc.integer({ min: 0, max: maxRate('EUR') }), { freq: 4 })

/** A history with one step per date, in any order, as the table may return it. */
const history = fc.uniqueArray(fc.record({ validFrom: day, rate }), {
  selector: (step) => step.validFrom,
  maxLength: 6,
})

/** The rate in force, found the other way round: the steps in date order, walked up to the day. */
function walkedRate(steps: readonly RateStep[], date: string) {
  let found: number | null = null
  for (const step of [...steps].sort((a, b) => a.validFrom.localeCompare(b.validFrom))) {
    if (step.validFrom > date) break
    found = step.rate
  }
  return found
}

test.group('Pricing', () => {
  test('the rate in force on a day is the last step on or before it', () => {
    fc.assert(
      fc.property(history, day, (steps, date) => {
        return rateOn(steps, date) === walkedRate(steps, date)
      }),
      { numRuns: 2000 }
    )
  })

  test('a log costs its hours × the rate in force, the most specific set one billing it', () => {
    const histories = fc.record({
      connection: history,
      project: history,
      client: history,
      user: history,
      cost: history,
    })
    const log = fc.record({
      date: day,
      seconds: fc.integer({ min: 1, max: 86_400 }),
      billable: fc.boolean(),
    })
    fc.assert(
      fc.property(histories, log, (steps, { date, seconds, billable }) => {
        const lookup = (kind: RateKind, subject: RateSubject) =>
          kind === 'cost' ? steps.cost : steps[subject]
        const price = priceOf(
          { connectionId: 1, projectId: 2, clientId: 3, userId: 4, date, seconds, billable },
          lookup
        )
        const set = rateSubjects
          .map((subject) => walkedRate(steps[subject], date))
          .find((found) => found !== null)
        const expected = billable ? (set ?? null) : null
        const cost = walkedRate(steps.cost, date)
        // Exact hours × rate, in integers: the amount is it rounded half up.
        const exact = (rateInForce: number) => BigInt(seconds) * BigInt(rateInForce)
        const rounded = (rateInForce: number) => Number((exact(rateInForce) * 2n + 3600n) / 7200n)
        return (
          price.billableRate === expected &&
          price.billableAmount === (expected === null ? null : rounded(expected)) &&
          price.costRate === cost &&
          price.costAmount === (cost === null ? null : rounded(cost))
        )
      }),
      { numRuns: 2000 }
    )
  })

  test('a log with no connection is priced from its project on', ({ assert }) => {
    const price = priceOf(
      {
        connectionId: null,
        projectId: 2,
        clientId: 3,
        userId: 4,
        date: '2026-03-02',
        seconds: 5400,
        billable: true,
      },
      (kind, subject) =>
        kind === 'billable' && subject === 'client'
          ? [{ validFrom: '2026-01-01', rate: 10_000 }]
          : []
    )
    assert.deepEqual(price, {
      billableRate: 10_000,
      billableAmount: 15_000,
      costRate: null,
      costAmount: null,
    })
  })

  test('amounts round half up to the minor unit', ({ assert }) => {
    assert.equal(amountOf(3600, 8000), 8000)
    assert.equal(amountOf(60, 8000), 133)
    assert.equal(amountOf(90, 100), 3) // 2.5 → 3
    assert.equal(amountOf(18, 100), 1) // 0.5 → 1
    assert.equal(amountOf(17, 100), 0)
    assert.equal(amountOf(86_400, maxRate('EUR')), 2_400_000_000)
  })

  test('money is written in the language, and read back from what people type', ({ assert }) => {
    assert.equal(minorDigits('EUR'), 2)
    assert.equal(minorDigits('JPY'), 0)
    assert.equal(maxRate('EUR'), 100_000_000)
    assert.equal(maxRate('JPY'), 1_000_000)
    assert.equal(formatMoney(123_450, 'EUR', 'en'), '€1,234.50')
    assert.equal(formatMoney(123_450, 'EUR', 'nl').replace(/\s/g, ' '), '€ 1.234,50')
    assert.equal(decimalOf(123_450, 'EUR'), '1234.50')
    assert.equal(decimalOf(5, 'EUR'), '0.05')
    assert.equal(decimalOf(-5, 'EUR'), '-0.05')
    assert.equal(decimalOf(1234, 'JPY'), '1234')
    assert.equal(minorOf('80', 'EUR'), 8000)
    assert.equal(minorOf('80,5', 'EUR'), 8050)
    assert.equal(minorOf('80.55', 'EUR'), 8055)
    assert.isNull(minorOf('80.555', 'EUR'))
    assert.isNull(minorOf('-1', 'EUR'))
    assert.isNull(minorOf('1e3', 'EUR'))
    assert.isNull(minorOf('80.5', 'JPY'))
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxRate('EUR') }), (minor) => {
        return minorOf(decimalOf(minor, 'EUR'), 'EUR') === minor
      })
    )
  })

  test("an amount as a plain decimal has the currency's digits, whatever its size", ({
    assert,
  }) => {
    assert.equal(decimalOf(-123_456, 'KWD'), '-123.456')
    assert.equal(decimalOf(7, 'KWD'), '0.007')
    assert.equal(decimalOf(-1234, 'JPY'), '-1234')
    assert.equal(decimalOf(0, 'EUR'), '0.00')
    const currency = fc.constantFrom('EUR', 'JPY', 'KWD')
    const minor = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })
    fc.assert(
      fc.property(minor, currency, (amount, code) => {
        const digits = minorDigits(code)
        const whole = BigInt(Math.abs(amount))
          .toString()
          .padStart(digits + 1, '0')
        const expected =
          (amount < 0 ? '-' : '') +
          (digits === 0 ? whole : `${whole.slice(0, -digits)}.${whole.slice(-digits)}`)
        return decimalOf(amount, code) === expected
      })
    )
  })
})
