/**
 * The admin panel is a separate single-page app, entered with a full page load rather than an
 * Inertia visit, so its link is a plain path and not a named Inertia route.
 */
export const adminPanelPath = '/admin'
