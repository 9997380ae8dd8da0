/** The event stream that carries a user's timer to their other tabs and devices. */
export function timerChannel(userId: number | string) {
  return `users/${userId}/timer`
}
