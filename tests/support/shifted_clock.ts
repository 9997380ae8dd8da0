/**
 * Loaded first into a spawned app server (NODE_OPTIONS=--import, see startShiftedServer in
 * app_server.ts) to move its clock CLOCK_SHIFT_MS milliseconds from the machine's: Date.now() and
 * new Date() answer the shifted instant and run on from it, and so does Luxon, which reads them.
 * A test sees the app at an hour of its choosing, near midnight say, whenever it runs; the app
 * itself has no hook for it. Plain TypeScript that Node runs without a loader.
 */
const shift = Number(process.env.CLOCK_SHIFT_MS ?? 0)
const MachineDate = Date

class ShiftedDate extends MachineDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(MachineDate.now() + shift)
    else super(...(args as [string]))
  }

  static now() {
    return MachineDate.now() + shift
  }
}

globalThis.Date = ShiftedDate as DateConstructor
