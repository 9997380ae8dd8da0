import type User from '#models/user'
import { Bouncer } from '@adonisjs/bouncer'

/** Opens the admin panel; only administrators have it. */
export const viewAdmin = Bouncer.ability((user: User) => user.role === 'admin')
