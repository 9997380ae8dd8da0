/**
 * The object with some of its methods replaced, and every other property read from it as
 * before (its methods bound to it), for wrapping an object the framework makes.
 */
export function withMethods<Target extends object>(target: Target, methods: Partial<Target>) {
  return new Proxy(target, {
    get(original, property) {
      if (Object.hasOwn(methods, property)) return methods[property as keyof Target]
      const value = Reflect.get(original, property)
      return typeof value === 'function' ? value.bind(original) : value
    },
  })
}
