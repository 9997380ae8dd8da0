import { useId, type FormEventHandler, type ReactNode } from 'react'
import { Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material'

interface ProfileCardProps {
  heading: string
  text: string
  children: ReactNode
  /** Makes the card a form, named by its heading. */
  onSubmit?: FormEventHandler
  /** The form's buttons, below the fields. */
  actions?: ReactNode
}

/**
 * One section of the profile page: its heading and what it is for beside its fields on wide
 * screens, above them on narrow ones.
 */
export function ProfileCard({ heading, text, children, onSubmit, actions }: ProfileCardProps) {
  const headingId = useId()
  const form = onSubmit
    ? { 'component': 'form' as const, onSubmit, 'noValidate': true, 'aria-labelledby': headingId }
    : { 'component': 'section' as const, 'aria-labelledby': headingId }

  return (
    <Card variant="outlined" {...form}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Grid container spacing={{ xs: 2.5, md: 4 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography id={headingId} variant="h6" component="h2" gutterBottom>
              {heading}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={2.5}>{children}</Stack>
            {actions && <Box sx={{ mt: 3 }}>{actions}</Box>}
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  )
}
