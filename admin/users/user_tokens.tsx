import { Typography } from '@mui/material'
import {
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  Labeled,
  ReferenceManyField,
  TextField,
  useTranslate,
} from 'react-admin'
import { TimestampField } from '~admin/fields'
import type { Data } from '~generated/data'

/** The resource of a user's personal access tokens (the data provider reads them per user). */
export const userTokens = { name: 'user-tokens', recordRepresentation: 'name' }

/** A token's revoke button, after a confirmation; its column has no heading. */
function RevokeButton() {
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={false}
      label="resources.user-tokens.revoke"
      confirmTitle="resources.user-tokens.revoke_title"
      confirmContent="resources.user-tokens.revoke_text"
    />
  )
}

/**
 * On a user's record: their personal access tokens (name, abilities, created, last used,
 * expiry), each revoked after a confirmation. Their secrets are never shown, not even here.
 */
export function UserTokens() {
  const translate = useTranslate()
  const never = translate('resources.user-tokens.never')
  return (
    <Labeled
      label={translate('resources.user-tokens.name', { smart_count: 2 })}
      fullWidth
      sx={{ mt: 2 }}
    >
      <ReferenceManyField
        reference={userTokens.name}
        target="user_id"
        empty={
          <Typography variant="body2" color="text.secondary">
            {translate('resources.user-tokens.empty')}
          </Typography>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false} sx={{ width: '100%' }}>
          <TextField source="name" />
          <FunctionField<Data.AccessToken>
            source="abilities"
            sortable={false}
            render={(token) =>
              token.abilities
                .map((ability) => translate(`resources.user-tokens.abilities.${ability}`))
                .join(', ')
            }
          />
          <TimestampField source="created_at" sortable={false} />
          <TimestampField source="last_used_at" sortable={false} emptyText={never} />
          <TimestampField source="expires_at" sortable={false} emptyText={never} />
          <RevokeButton />
        </Datagrid>
      </ReferenceManyField>
    </Labeled>
  )
}
