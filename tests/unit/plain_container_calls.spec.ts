import { test } from '@japa/runner'
import { Container, ContainerResolver, inject, moduleImporter } from '@adonisjs/fold'

class Clock {
  now = 'twelve'
}

class PlainMiddleware {
  static instances = 0
  readonly number = ++PlainMiddleware.instances

  handle(request: string[], next: () => string) {
    request.push(`plain ${this.number}`)
    return next()
  }
}

@inject()
class InjectedMiddleware {
  constructor(private clock: Clock) {}

  handle(request: string[], next: () => string) {
    request.push(this.clock.now)
    return next()
  }
}

class ThrowingMiddleware {
  handle(): never {
    throw new Error('refused')
  }
}

/** Runs a lazily imported middleware as the router does, counting the resolver's `make` calls. */
async function run(middleware: object, container: Container<Record<string, unknown>>) {
  const resolver = container.createResolver()
  let makes = 0
  const make = resolver.make.bind(resolver)
  resolver.make = ((...args: Parameters<ContainerResolver<never>['make']>) => {
    makes++
    return make(...args)
  }) as ContainerResolver<never>['make']
  const handler = moduleImporter(async () => ({ default: middleware }) as never, 'handle')
  const request: string[] = []
  const answer = await handler.toHandleMethod().handle(resolver, request, () => 'next')
  return { request, answer, makes }
}

test.group('Plain container calls (patches/@adonisjs+fold)', () => {
  test('a class that takes nothing from the container is constructed per call, without make', async ({
    assert,
  }) => {
    const container = new Container<Record<string, unknown>>()
    const first = await run(PlainMiddleware, container)
    const second = await run(PlainMiddleware, container)
    assert.equal(first.answer, 'next')
    assert.equal(first.makes, 0)
    assert.notEqual(first.request[0], second.request[0])
  })

  test('a class with injections still gets them from the container', async ({ assert }) => {
    const container = new Container<Record<string, unknown>>()
    const { request, makes } = await run(InjectedMiddleware, container)
    assert.deepEqual(request, ['twelve'])
    assert.equal(makes, 1)
  })

  test('a swap, a binding and a resolving hook still decide the instance', async ({ assert }) => {
    const swapped = new Container<Record<string, unknown>>()
    swapped.swap(PlainMiddleware, () =>
      Object.assign(new PlainMiddleware(), {
        handle: (request: string[]) => String(request.push('swap')),
      })
    )
    assert.deepEqual((await run(PlainMiddleware, swapped)).request, ['swap'])

    const bound = new Container<Record<string, unknown>>()
    const kept = new PlainMiddleware()
    bound.bindValue(PlainMiddleware, kept)
    assert.deepEqual((await run(PlainMiddleware, bound)).request, [`plain ${kept.number}`])

    const hooked = new Container<Record<string, unknown>>()
    const resolved: unknown[] = []
    hooked.resolving(PlainMiddleware, (value) => void resolved.push(value))
    await run(PlainMiddleware, hooked)
    assert.lengthOf(resolved, 1)
  })

  test('an imported plain class answers with the promise its method returned, no async wrapper around it', async ({
    assert,
  }) => {
    const resolver = new Container<Record<string, unknown>>().createResolver()
    const handler = moduleImporter(
      async () => ({ default: PlainMiddleware }) as never,
      'handle'
    ).toHandleMethod()
    await handler.handle(resolver, [], () => Promise.resolve('first'))
    const answer = Promise.resolve('next')
    assert.strictEqual(
      handler.handle(resolver, [], () => answer),
      answer
    )
  })

  test('a synchronous throw still becomes a rejection', async ({ assert }) => {
    const resolver = new Container<Record<string, unknown>>().createResolver()
    const handler = moduleImporter(
      async () => ({ default: ThrowingMiddleware }) as never,
      'handle'
    ).toHandleMethod()
    await assert.rejects(() => handler.handle(resolver), 'refused')
    const second = handler.handle(resolver)
    assert.instanceOf(second, Promise)
    await assert.rejects(() => second, 'refused')
  })
})
