import type { Data } from '~generated/data'

/** An interface language, as the server knows them (app/lib/locales.ts). */
export type Locale = Data.SharedProps['locale']
