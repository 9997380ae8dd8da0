import { Stack } from '@mui/material'
import {
  AccessTokensSection,
  type AccessTokensProps,
} from '~/components/access_tokens/access_tokens_section'
import { PageHeader } from '~/components/layout/page_header'
import { Appearance } from '~/components/profile/appearance'
import { Devices, type DevicesProps } from '~/components/profile/devices'
import { ProfileInformation, type Profile } from '~/components/profile/profile_information'
import { SecurityEvents, type SecurityEventsProps } from '~/components/profile/security_events'
import { UpdatePassword } from '~/components/profile/update_password'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'

export default function ProfileEdit({
  profile,
  accessTokens,
  securityEvents,
  devices,
}: {
  profile: Profile
  accessTokens: AccessTokensProps
  securityEvents: SecurityEventsProps
  devices: DevicesProps
}) {
  const { t } = useTranslation()

  return (
    <>
      <PageHeader title={t('accounts.profile.title')} />
      <Stack spacing={3}>
        {/* Fresh when the language changes elsewhere (the navigation's switcher saves it too). */}
        <ProfileInformation key={profile.locale} profile={profile} />
        <Appearance />
        <UpdatePassword />
        <AccessTokensSection {...accessTokens} />
        <Devices {...devices} />
        <SecurityEvents {...securityEvents} />
      </Stack>
    </>
  )
}

ProfileEdit.layout = MainLayout
