import type { OpenAPIV3_1 } from 'openapi-types'
import type { FilterKind, ListQuery } from '#validators/admin/list'
import { maxPerPage } from '#validators/admin/list'
import {
  dataResponse,
  jsonBody,
  noContent,
  operation,
  pageResponse,
  ref,
} from '#openapi/components'

type Schema = OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject

const filterValues: Record<FilterKind, string> = {
  ids: 'one id or a list of ids',
  boolean: 'true or false',
  text: 'a case-insensitive substring',
  exact: 'the exact value',
  date: 'a date, YYYY-MM-DD',
  from: 'an inclusive lower date bound, YYYY-MM-DD',
  to: 'an inclusive upper date bound, YYYY-MM-DD',
}

/** The query of an admin list: paging, sorting and the `filter` object its validator takes. */
export function listParameters({ sort, filters }: ListQuery): OpenAPIV3_1.ParameterObject[] {
  const keys = Object.entries(filters)
    .map(([key, kind]) => `\`${key}\` (${filterValues[kind]})`)
    .join(', ')
  return [
    {
      name: 'page',
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    },
    {
      name: 'perPage',
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: maxPerPage, default: 25 },
    },
    { name: 'sort', in: 'query', schema: { type: 'string', enum: [...sort] } },
    {
      name: 'order',
      in: 'query',
      description: 'Either case.',
      schema: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'], default: 'asc' },
    },
    {
      name: 'filter',
      in: 'query',
      description: `A JSON object: \`q\` (text search), ${keys}. An unknown key or a bad value is a 422.`,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            additionalProperties: false,
            properties: Object.fromEntries(['q', ...Object.keys(filters)].map((key) => [key, {}])),
          },
          example: { q: 'acme' },
        },
      },
    },
  ]
}

type AdminResourceSpec = {
  /** The path segment: `clients`, `time-logs`, ... */
  path: string
  /** Singular and plural names for the operation ids: `Client`, `Clients`. */
  name: string
  plural: string
  listQuery: ListQuery
  /** The record as the admin API answers it. */
  record: OpenAPIV3_1.SchemaObject
  /** What a create takes (an update takes the same fields, each optional). */
  input: OpenAPIV3_1.SchemaObject
  example: Record<string, unknown>
  inputExample: Record<string, unknown>
  /** What deleting refuses with a 409, when anything. */
  inUse?: string
}

/**
 * The five operations of one admin resource (list, create, show, replace/change, delete), its
 * record and input schemas (`Admin<Name>`, `Admin<Name>Input`), under /api/v1/admin/<path>.
 */
export function adminResource(spec: AdminResourceSpec) {
  const { path, name, plural, example, inputExample } = spec
  const tags = [`Admin: ${path}`]
  const recordRef = ref(`Admin${name}`)
  const inputSchema = `Admin${name}Input`
  const conflict = { 409: { $ref: '#/components/responses/Conflict' } }
  const record = dataResponse(`The ${name.toLowerCase()}.`, recordRef, example)
  // An update takes the create's fields, none of them required.
  const updateSchema: OpenAPIV3_1.SchemaObject = { ...spec.input }
  delete updateSchema.required
  const update = (method: 'PUT' | 'PATCH') =>
    operation(['admin'], {
      operationId: `${method === 'PUT' ? 'replace' : 'update'}Admin${name}`,
      summary: `Change a ${name.toLowerCase()}`,
      description: 'Fields left out keep their values, with either method.',
      tags,
      write: true,
      input: true,
      record: true,
      requestBody: jsonBody(updateSchema, inputExample),
      responses: { 200: record, ...conflict },
    })

  const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
    [`Admin${name}`]: { ...spec.record, examples: [example] },
    [inputSchema]: { ...spec.input, examples: [inputExample] },
  }
  const paths = {
    [`/api/v1/admin/${path}`]: {
      get: operation(['admin'], {
        operationId: `listAdmin${plural}`,
        summary: `List ${plural.toLowerCase()}`,
        tags,
        input: true,
        parameters: listParameters(spec.listQuery),
        responses: {
          200: pageResponse(
            `A page of ${plural.toLowerCase()}; \`total\` counts all that match.`,
            recordRef,
            example
          ),
        },
      }),
      post: operation(['admin'], {
        operationId: `createAdmin${name}`,
        summary: `Create a ${name.toLowerCase()}`,
        tags,
        write: true,
        input: true,
        requestBody: jsonBody(ref(inputSchema), inputExample),
        responses: {
          201: dataResponse(`The new ${name.toLowerCase()}.`, recordRef, example),
          ...conflict,
        },
      }),
    },
    [`/api/v1/admin/${path}/{id}`]: {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: operation(['admin'], {
        operationId: `getAdmin${name}`,
        summary: `Show a ${name.toLowerCase()}`,
        tags,
        record: true,
        responses: { 200: record },
      }),
      put: update('PUT'),
      patch: update('PATCH'),
      delete: operation(['admin'], {
        operationId: `deleteAdmin${name}`,
        summary: `Delete a ${name.toLowerCase()}`,
        description: spec.inUse,
        tags,
        write: true,
        record: true,
        responses: { 204: noContent, ...(spec.inUse && conflict) },
      }),
    },
  } as OpenAPIV3_1.PathsObject
  return { schemas, paths }
}

/** `created_at` and `updated_at`, read-only on every record. */
export const timestamps: Record<string, Schema> = {
  created_at: ref('DateTime'),
  updated_at: ref('DateTime'),
}

export const recordRequired = ['id', 'created_at', 'updated_at']
