import { Button, Typography } from '@mui/material'
import { mdiDownload } from '@mdi/js'
import { ProfileCard } from '~/components/profile/profile_card'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'
import '~/components/account_data/strings'

/** The link to the ZIP file of everything Hourbook keeps about the person (docs/user-guide.md). */
export function DownloadData() {
  const { t } = useTranslation()
  return (
    <ProfileCard
      heading={t('account_data.download.heading')}
      text={t('account_data.download.text')}
    >
      <div>
        <Button
          variant="outlined"
          href={urlFor('profile.export')}
          download
          startIcon={<Icon path={mdiDownload} />}
        >
          {t('account_data.download.button')}
        </Button>
      </div>
      <Typography variant="body2" color="text.secondary">
        {t('account_data.download.limit')}
      </Typography>
    </ProfileCard>
  )
}
