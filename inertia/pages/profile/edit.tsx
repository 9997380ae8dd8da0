import { Head } from '@inertiajs/react'
import { Stack, Typography } from '@mui/material'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { Appearance } from '~/components/profile/appearance'
import { ProfileInformation, type Profile } from '~/components/profile/profile_information'
import { UpdatePassword } from '~/components/profile/update_password'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'
import { appName } from '~/lib/app_name'
import { urlFor } from '~shared/url_for'

export default function ProfileEdit({ profile }: { profile: Profile }) {
  const { t } = useTranslation()
  const title = t('accounts.profile.title')

  return (
    <>
      <Head title={title} />
      <Breadcrumbs items={[{ label: appName, href: urlFor('home') }, { label: title }]} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Stack spacing={3}>
        {/* Fresh when the language changes elsewhere (the navigation's switcher saves it too). */}
        <ProfileInformation key={profile.locale} profile={profile} />
        <Appearance />
        <UpdatePassword />
      </Stack>
    </>
  )
}

ProfileEdit.layout = MainLayout
