import type { ComponentType } from 'react'
import { Stack } from '@mui/material'
import { TimestampField } from '~admin/fields'
import {
  AutocompleteInput,
  Create,
  DeleteWithConfirmButton,
  Edit,
  EditButton,
  Labeled,
  ReferenceInput,
  SearchInput,
  useRecordContext,
} from 'react-admin'

/**
 * The create and edit pages of a resource around its one form. Saving waits for the server
 * (pessimistic), so a 422's messages land under the fields and a delete asks first.
 */
export function recordPages(Form: ComponentType) {
  return {
    create: () => (
      <Create redirect="list">
        <Form />
      </Create>
    ),
    edit: () => (
      <Edit mutationMode="pessimistic" redirect="list">
        <Form />
      </Edit>
    ),
  }
}

/** Created at and updated at of a saved record, read-only. */
export function Timestamps() {
  const record = useRecordContext()
  if (!record?.id) return null
  return (
    <Stack direction="row" spacing={4} sx={{ mt: 1 }}>
      <Labeled>
        <TimestampField source="created_at" />
      </Labeled>
      <Labeled>
        <TimestampField source="updated_at" />
      </Labeled>
    </Stack>
  )
}

/** A list row's edit and delete buttons; deleting asks for confirmation and waits for the server. */
export function RowButtons(_props: { label?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <EditButton />
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </Stack>
  )
}

/** The text search every list starts its filters with. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />

/** A list filter that picks one record of another resource, as an autocomplete of its names. */
export function referenceFilter(source: string, reference: string) {
  return (
    <ReferenceInput key={source} source={source} reference={reference}>
      <AutocompleteInput />
    </ReferenceInput>
  )
}
