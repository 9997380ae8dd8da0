import { Box, Typography } from '@mui/material'
import { appName } from '~/lib/app_name'

/** The clock mark with the product name beside it. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <img src="/img/logo.svg" alt="" width={size} height={size} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, letterSpacing: 0.2 }}>
        {appName}
      </Typography>
    </Box>
  )
}
