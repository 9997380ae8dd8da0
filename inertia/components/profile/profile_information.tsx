import { useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react'
import { usePage } from '@inertiajs/react'
import { Autocomplete, Button, MenuItem, TextField } from '@mui/material'
import { EmailField } from '~/components/accounts/email_field'
import { NameField } from '~/components/accounts/name_field'
import { ProfileCard } from '~/components/profile/profile_card'
import { useCheckedForm } from '~/hooks/use_checked_form'
import { useTranslation } from '~/hooks/use_translation'
import { maxLength, required } from '~/lib/field_rules'
import type { Locale } from '~shared/locale'
import { browserTimezone, timezoneNames } from '~shared/timezones'
import {
  dateFormats,
  suggestedFormats,
  timeFormats,
  type DateFormat,
  type TimeFormat,
} from '~shared/date_formats'
import { urlFor } from '~shared/url_for'

/**
 * The account as it is now, the profile page's prop. A type rather than an interface: the
 * server checks that page props serialize, which an interface (without an index signature)
 * never passes.
 */
export type Profile = {
  name: string
  email: string
  locale: Locale
  timezone: string
  date_format: DateFormat | null
  time_format: TimeFormat | null
}

const noSubscription = () => () => {}
/** The device's zone, if the list knows it; known only in the browser, not while server rendering. */
const knownDeviceZone = () => {
  const zone = browserTimezone()
  return timezoneNames().includes(zone) ? zone : null
}
const noDeviceZone = () => null

/** Name, language and time zone; the address is shown but not changed here. */
export function ProfileInformation({ profile }: { profile: Profile }) {
  const { locales } = usePage().props
  const { t } = useTranslation()
  // Formats never chosen are suggested from the browser's language and region.
  const suggested = suggestedFormats(typeof navigator === 'undefined' ? null : navigator.language)
  const { form, bind, passes } = useCheckedForm(
    {
      name: profile.name,
      locale: profile.locale,
      timezone: profile.timezone,
      date_format: profile.date_format ?? suggested.dateFormat,
      time_format: profile.time_format ?? suggested.timeFormat,
    },
    {
      name: [required, maxLength(255)],
      locale: [required],
      timezone: [required],
      date_format: [required],
      time_format: [required],
    }
  )
  const timezone = bind('timezone')
  const setTimezone = (value: string) =>
    timezone.onChange({ target: { value } } as ChangeEvent<HTMLInputElement>)
  const deviceZone = useSyncExternalStore(noSubscription, knownDeviceZone, noDeviceZone)
  const dateFormat = bind('date_format')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (passes()) form.put(urlFor('profile.update'), { preserveScroll: true })
  }

  return (
    <ProfileCard
      heading={t('accounts.profile.information.heading')}
      text={t('accounts.profile.information.text')}
      onSubmit={submit}
      actions={
        <Button type="submit" variant="contained" loading={form.processing}>
          {t('accounts.profile.save')}
        </Button>
      }
    >
      <NameField {...bind('name')} />
      <EmailField
        name="email"
        value={profile.email}
        autoComplete="username"
        required={false}
        readOnly
        helperText={t('accounts.profile.information.email_fixed')}
      />
      <TextField {...bind('locale')} select label={t('validation.fields.locale')} required>
        {(Object.keys(locales) as Locale[]).map((code) => (
          <MenuItem key={code} value={code} lang={code}>
            {locales[code]}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        options={timezoneNames()}
        value={timezone.value}
        disableClearable
        autoHighlight
        onChange={(_, value) => setTimezone(value)}
        renderInput={(params) => (
          <TextField
            {...params}
            name="timezone"
            label={t('validation.fields.timezone')}
            required
            error={timezone.error}
            helperText={timezone.helperText ?? t('accounts.profile.information.timezone_help')}
          />
        )}
      />
      {deviceZone && deviceZone !== timezone.value && (
        <Button
          variant="text"
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setTimezone(deviceZone)}
        >
          {t('accounts.profile.information.use_device_zone', { zone: deviceZone })}
        </Button>
      )}
      <TextField
        {...dateFormat}
        select
        label={t('validation.fields.date_format')}
        required
        helperText={dateFormat.helperText ?? t('accounts.profile.information.formats_help')}
      >
        {dateFormats.map((format) => (
          <MenuItem key={format} value={format}>
            {t(`accounts.profile.information.date_formats.${format}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...bind('time_format')}
        select
        label={t('validation.fields.time_format')}
        required
      >
        {timeFormats.map((format) => (
          <MenuItem key={format} value={format}>
            {t(`accounts.profile.information.time_formats.${format}`)}
          </MenuItem>
        ))}
      </TextField>
    </ProfileCard>
  )
}
