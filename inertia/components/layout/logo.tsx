import { Box, Typography } from '@mui/material'
import { appName } from '~/lib/app_name'

/**
 * The clock mark of public/img/logo.svg (and of the favicon drawn from it, logo.png), inline: an
 * <img> of an SVG file makes the browser build a document for it, which held up a phone's
 * main thread on the first load.
 */
function ClockMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#dc143c" />
      <circle cx="32" cy="34" r="19" fill="none" stroke="#fff" strokeWidth="5" />
      <rect x="28" y="7" width="8" height="6" rx="2" fill="#fff" />
      <path d="M32 34 V23 M32 34 L40 39" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <circle cx="32" cy="34" r="3" fill="#fff" />
    </svg>
  )
}

/** The clock mark with the product name beside it. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <ClockMark size={size} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, letterSpacing: 0.2 }}>
        {appName}
      </Typography>
    </Box>
  )
}
