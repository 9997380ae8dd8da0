/** The languages the portal and the admin panel speak. */
export type Locale = 'en' | 'nl'
