/** A new password's length as the server accepts it; the portal's forms check the same. */
export const minPasswordLength = 8
export const maxPasswordLength = 200
