import GuestLayout from '~/layouts/guest'
import MainLayout from '~/layouts/main'
import type { Data } from '~generated/data'

/**
 * For pages that both visitors and signed-in users reach: the main layout for users, the guest
 * layout for visitors. Inertia calls a one-argument arrow function with the page's props.
 */
export const layoutForUser = ({ auth }: Data.SharedProps) => (auth.user ? MainLayout : GuestLayout)
