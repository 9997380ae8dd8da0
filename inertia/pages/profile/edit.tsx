import { Stack } from '@mui/material'
import {
  AccessTokensSection,
  type AccessTokensProps,
} from '~/components/access_tokens/access_tokens_section'
import { DeleteAccount } from '~/components/account_data/delete_account'
import { DownloadData } from '~/components/account_data/download_data'
import { PageHeader } from '~/components/layout/page_header'
import { Appearance } from '~/components/profile/appearance'
import { Devices, type DevicesProps } from '~/components/profile/devices'
import { Passkeys, type PasskeysProps } from '~/components/profile/passkeys'
import { ProfileInformation, type Profile } from '~/components/profile/profile_information'
import { SecurityEvents, type SecurityEventsProps } from '~/components/profile/security_events'
import { TwoFactorSection, type TwoFactorProps } from '~/components/profile/two_factor_section'
import { UpdatePassword } from '~/components/profile/update_password'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'

export default function ProfileEdit({
  profile,
  accessTokens,
  securityEvents,
  twoFactor,
  devices,
  passkeys,
}: {
  profile: Profile
  accessTokens: AccessTokensProps
  securityEvents: SecurityEventsProps
  twoFactor: TwoFactorProps
  devices: DevicesProps
  passkeys: PasskeysProps
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
        <TwoFactorSection {...twoFactor} />
        <Passkeys {...passkeys} />
        <AccessTokensSection {...accessTokens} />
        <Devices {...devices} />
        <SecurityEvents {...securityEvents} />
        <DownloadData />
        <DeleteAccount email={profile.email} />
      </Stack>
    </>
  )
}

ProfileEdit.layout = MainLayout
