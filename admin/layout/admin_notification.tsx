import { Notification } from 'react-admin'

/**
 * Toasts at the top, below the app bar, for 5 seconds: never over the bar's
 * controls, and centred, between a list's search on the left and its actions on the right.
 */
export function AdminNotification() {
  return (
    <Notification
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={5000}
      sx={{ top: { xs: 56, sm: 56 } }}
    />
  )
}
