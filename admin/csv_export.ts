import { useCallback } from 'react'
import dayjs from 'dayjs'
import {
  downloadCSV,
  useResourceDefinitions,
  useTranslate,
  useTranslateLabel,
  type Exporter,
  type RaRecord,
  type ResourceDefinition,
  type TranslateFunction,
} from 'react-admin'
import { csvDocument, type CsvValue } from '~shared/csv'
import { isSecretField, withoutSecrets } from '~shared/secret_fields'
import { formatNumericDate, formatTimeOfDay } from '~shared/date_formats'
import { signedInFormats } from '~admin/signed_in_user'
import { decimalOf } from '~shared/money'

/** A column of a list's CSV export. */
export interface ExportColumn<RecordType extends RaRecord = RaRecord> {
  /** The record's field; it names the header as the list's column does. */
  source: string
  /** The header's translation key, where it is not resources.<resource>.fields.<source>. */
  label?: string
  /** The field holds the id, or ids, of records of this resource: the cell names them. */
  reference?: string
  /** The cell, where it is not the field's value as it is. */
  value?: (record: RecordType, translate: TranslateFunction) => CsvValue
}

/** A record as the panel names it elsewhere: its resource's representation, or its name. */
function nameOf(definition: ResourceDefinition | undefined, record: RaRecord | undefined) {
  if (!record) return ''
  const representation = definition?.recordRepresentation
  if (typeof representation === 'function') return String(representation(record))
  if (typeof representation === 'string') return String(record[representation] ?? '')
  return String(record.name ?? `#${record.id}`)
}

/** A field's value as a cell: yes or no in the panel's language, a list joined, text or a number. */
function cellOf(value: unknown, translate: TranslateFunction): CsvValue {
  if (typeof value === 'boolean') return translate(`ra.boolean.${value}`)
  if (Array.isArray(value)) return value.join(', ')
  if (typeof value === 'number' || typeof value === 'string') return value
  return null
}

/** A calendar date, YYYY-MM-DD, in the administrator's date format. */
export const csvDate = (date: string) => formatNumericDate(date, signedInFormats.dateFormat)

/** A column of calendar dates in the administrator's date format. */
export function dateColumn<RecordType extends RaRecord>(source: string): ExportColumn<RecordType> {
  return {
    source,
    value: (record) => {
      const date = record[source] as string | null
      return date ? csvDate(date) : null
    },
  }
}

/** A column of times of day in the administrator's time format. */
export function timeColumn<RecordType extends RaRecord>(source: string): ExportColumn<RecordType> {
  return {
    source,
    value: (record) => {
      const time = record[source] as string | null
      return time ? formatTimeOfDay(time, signedInFormats.timeFormat) : null
    },
  }
}

/**
 * A column of moments (ISO 8601 from the API), to the minute in the browser's time zone, in the
 * administrator's date and time formats.
 */
export function momentColumn<RecordType extends RaRecord>(
  source: string
): ExportColumn<RecordType> {
  return {
    source,
    value: (record) => {
      const moment = record[source] as string | null
      if (!moment) return null
      const local = dayjs(moment)
      const time = formatTimeOfDay(local.format('HH:mm'), signedInFormats.timeFormat)
      return `${csvDate(local.format('YYYY-MM-DD'))} ${time}`
    },
  }
}

/** A column of money in minor units, as a plain decimal of the record's currency: "1234.50". */
export function moneyColumn<RecordType extends RaRecord>(source: string): ExportColumn<RecordType> {
  return {
    source,
    value: (record) => {
      const minor = record[source] as number | null
      return minor === null ? null : decimalOf(minor, record.currency as string)
    },
  }
}

/** A column of one of the choices, named in the panel's language. */
export function choiceColumn<RecordType extends RaRecord>(
  source: string,
  choices: { id: string; name: string }[]
): ExportColumn<RecordType> {
  return {
    source,
    value: (record, translate) => {
      const choice = choices.find(({ id }) => id === record[source])
      return choice ? translate(choice.name) : (record[source] as string | null)
    },
  }
}

/**
 * The one exporter of every list (react-admin's own writes every field raw, secrets and
 * formulas included): the columns the list shows, headed in the panel's language, with the
 * names of related records rather than their ids, in the CSV the server's exports write
 * (shared/csv.ts), every cell of text neutralised against spreadsheet formulas.
 */
export function useCsvExporter<RecordType extends RaRecord>(
  columns: ExportColumn<RecordType>[]
): Exporter<RecordType> {
  const translate = useTranslate()
  const translateLabel = useTranslateLabel()
  const definitions = useResourceDefinitions()
  return useCallback(
    async (records, fetchRelatedRecords, _dataProvider, resource) => {
      // No export writes a field named like a secret, whatever its columns say: a second line of
      // defence behind the API, which sends none to a list.
      const kept = columns.filter(({ source }) => !isSecretField(source))
      const related = await Promise.all(
        kept.map(({ source, reference }) =>
          reference ? fetchRelatedRecords<RaRecord>(records, source, reference) : undefined
        )
      )
      const names = (column: ExportColumn<RecordType>, index: number, ids: unknown) =>
        [ids]
          .flat()
          .filter((id) => id !== null && id !== undefined)
          .map((id) => nameOf(definitions[column.reference!], related[index]?.[id as string]))
          .join(', ')
      const header = kept.map(({ source, label }) =>
        String(translateLabel({ source, label, resource }))
      )
      const rows = records
        .map((record) => withoutSecrets(record) as RecordType)
        .map((record) =>
          kept.map((column, index) => {
            if (column.value) return column.value(record, translate)
            const value = record[column.source]
            return column.reference ? names(column, index, value) : cellOf(value, translate)
          })
        )
      downloadCSV(csvDocument([header, ...rows]), resource)
    },
    [columns, definitions, translate, translateLabel]
  )
}
