import { appName } from '~/lib/app_name'

/** The document title of a page: its own title and the product name. */
export const pageTitle = (title: string) => (title ? `${title} — ${appName}` : appName)
