import { SvgIcon, type SvgIconProps } from '@mui/material'

/** A Material Design Icon from @mdi/js, e.g. <Icon path={mdiClockOutline} />. */
export function Icon({ path, ...props }: SvgIconProps & { path: string }) {
  return (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  )
}
