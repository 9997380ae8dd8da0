import { useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import {
  Box,
  Button,
  Checkbox,
  Divider,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material'
import type { Data } from '~generated/data'
import { NewTokenNotice } from '~/components/access_tokens/new_token_notice'
import { TokenList } from '~/components/access_tokens/token_list'
import { ProfileCard } from '~/components/profile/profile_card'
import { useTranslation } from '~/hooks/use_translation'
import { tokenLifetimes, type TokenAbility, type TokenLifetime } from '~shared/token_abilities'
import { urlFor } from '~shared/url_for'
import '~/components/access_tokens/strings'

/** The profile page's prop: the user's tokens, the abilities they may give, the one just made. */
export type AccessTokensProps = {
  tokens: Data.AccessToken[]
  abilities: TokenAbility[]
  newToken: Data.NewAccessToken | null
}

const maxNameLength = 100

type TokenForm = { name: string; abilities: TokenAbility[]; expires_in: TokenLifetime }

/** Personal access tokens: make one (its secret shown once), see them all, revoke them. */
export function AccessTokensSection({ tokens, abilities, newToken }: AccessTokensProps) {
  const { t } = useTranslation()
  const [shownToken, setShownToken] = useState(newToken)
  const [lastNewToken, setLastNewToken] = useState(newToken)
  if (newToken !== lastNewToken) {
    setLastNewToken(newToken)
    setShownToken(newToken)
  }
  const form = useForm<TokenForm>({ name: '', abilities: [], expires_in: '90' })
  const nameLabel = t('access_tokens.name')
  const abilitiesLabel = t('access_tokens.abilities')

  const problems = (data: TokenForm) => {
    const found: Partial<Record<keyof TokenForm, string>> = {}
    if (data.name.trim() === '') {
      found.name = t('validation.messages.required', { field: nameLabel })
    } else if (data.name.length > maxNameLength) {
      found.name = t('validation.messages.maxLength', { field: nameLabel, max: maxNameLength })
    }
    if (data.abilities.length === 0) {
      found.abilities = t('validation.messages.required', { field: abilitiesLabel })
    }
    return found
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = problems(form.data)
    form.clearErrors()
    if (Object.keys(found).length > 0) return form.setError(found)
    form.post(urlFor('profile.tokens.store'), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }

  const toggle = (ability: TokenAbility, checked: boolean) => {
    const chosen = checked
      ? abilities.filter((one) => one === ability || form.data.abilities.includes(one))
      : form.data.abilities.filter((one) => one !== ability)
    form.setData('abilities', chosen)
    if (chosen.length > 0) form.clearErrors('abilities')
  }

  // The server may name one entry of the list (abilities.0) rather than the list.
  const errors = form.errors as Record<string, string | undefined>
  const abilitiesError =
    errors.abilities ??
    Object.entries(errors).find(([field]) => field.startsWith('abilities.'))?.[1]

  return (
    <ProfileCard heading={t('access_tokens.heading')} text={t('access_tokens.text')}>
      {shownToken && <NewTokenNotice token={shownToken} onDismiss={() => setShownToken(null)} />}
      <Stack
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={t('access_tokens.create')}
        spacing={2.5}
      >
        <TextField
          name="name"
          label={nameLabel}
          value={form.data.name}
          onChange={(event) => {
            form.setData('name', event.target.value)
            if (form.errors.name) form.clearErrors('name')
          }}
          required
          error={Boolean(form.errors.name)}
          helperText={form.errors.name}
          slotProps={{ htmlInput: { maxLength: maxNameLength } }}
        />
        <FormControl component="fieldset" required error={Boolean(abilitiesError)}>
          <FormLabel component="legend">{abilitiesLabel}</FormLabel>
          <FormGroup>
            {abilities.map((ability) => (
              <FormControlLabel
                key={ability}
                control={
                  <Checkbox
                    name="abilities"
                    value={ability}
                    checked={form.data.abilities.includes(ability)}
                    onChange={(event) => toggle(ability, event.target.checked)}
                  />
                }
                label={t(`access_tokens.ability.${ability}`)}
              />
            ))}
          </FormGroup>
          {abilitiesError && <FormHelperText>{abilitiesError}</FormHelperText>}
        </FormControl>
        <TextField
          select
          name="expires_in"
          label={t('access_tokens.expires_in')}
          value={form.data.expires_in}
          onChange={(event) => form.setData('expires_in', event.target.value as TokenLifetime)}
          error={Boolean(form.errors.expires_in)}
          helperText={form.errors.expires_in}
        >
          {tokenLifetimes.map((lifetime) => (
            <MenuItem key={lifetime} value={lifetime}>
              {lifetime === 'never'
                ? t('access_tokens.never')
                : t('access_tokens.expires_in_days', { days: lifetime })}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Button type="submit" variant="contained" loading={form.processing}>
            {t('access_tokens.create')}
          </Button>
        </Box>
      </Stack>
      <Divider />
      <TokenList tokens={tokens} />
    </ProfileCard>
  )
}
