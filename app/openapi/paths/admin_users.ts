import type { OpenAPIV3_1 } from 'openapi-types'
import { userListQuery } from '#validators/admin/users'
import { adminResource, recordRequired, timestamps } from '#openapi/admin_resource'
import { dataResponse, jsonBody, noContent, operation, ref } from '#openapi/components'
import { rateInForce, rateInput } from '#openapi/rates'
import { dateFormats, timeFormats } from '#shared/date_formats'

const dateFormatSchema: OpenAPIV3_1.SchemaObject = {
  oneOf: [{ type: 'string', enum: [...dateFormats] }, { type: 'null' }],
  description: 'dmy (26-11-2026), mdy (11/26/2026) or iso (2026-11-26); null: the language’s.',
}
const timeFormatSchema: OpenAPIV3_1.SchemaObject = {
  oneOf: [{ type: 'string', enum: [...timeFormats] }, { type: 'null' }],
  description: '24h (14:30) or 12h (2:30 PM); null: the language’s (24h).',
}

const role: OpenAPIV3_1.SchemaObject = { type: 'string', enum: ['user', 'admin'] }
const availableHours: OpenAPIV3_1.SchemaObject = {
  type: ['number', 'null'],
  minimum: 0,
  maximum: 168,
  description: 'Hours per week; null for none.',
}

export const { schemas, paths } = adminResource({
  path: 'users',
  name: 'User',
  plural: 'Users',
  listQuery: userListQuery,
  record: {
    type: 'object',
    description: 'Never carries the password.',
    required: [
      ...recordRequired,
      'name',
      'email',
      'role',
      'active',
      'available_hours',
      'locale',
      'timezone',
      'date_format',
      'time_format',
      'email_verified_at',
      'invited',
      'invited_at',
      'two_factor',
      'billable_rate',
      'cost_rate',
    ],
    additionalProperties: false,
    properties: {
      id: ref('Id'),
      name: { type: 'string' },
      email: { type: 'string', format: 'email' },
      role,
      active: { type: 'boolean' },
      available_hours: availableHours,
      ...rateInForce('billable'),
      ...rateInForce('cost'),
      locale: { type: 'string', enum: ['en', 'nl'] },
      timezone: { type: 'string', description: 'IANA time zone.' },
      date_format: dateFormatSchema,
      time_format: timeFormatSchema,
      email_verified_at: { oneOf: [ref('DateTime'), { type: 'null' }] },
      invited: {
        type: 'boolean',
        description:
          'Made without a password and not yet taken up: the person was mailed a link to choose one and cannot sign in until they do.',
      },
      invited_at: { oneOf: [ref('DateTime'), { type: 'null' }] },
      two_factor: {
        type: 'boolean',
        description: 'Two-factor sign-in (a code from an authenticator app) is on.',
      },
      ...timestamps,
    },
  },
  input: {
    type: 'object',
    description:
      "Deactivating a user, changing their role or password signs them out everywhere. Administrators cannot delete, deactivate or demote themselves, nor change their own e-mail address or password here (422). With an access token, nobody is made an administrator (on creation or by a new role) and no administrator's e-mail address or password changes (403): that needs the admin panel with a confirmed password.",
    required: ['name', 'email'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 255 },
      email: { type: 'string', format: 'email', maxLength: 254, description: 'Unique.' },
      role: { ...role, default: 'user' },
      active: { type: 'boolean', default: true },
      available_hours: { ...availableHours, multipleOf: 0.01 },
      ...rateInput('billable'),
      ...rateInput('cost'),
      timezone: {
        type: 'string',
        maxLength: 64,
        description:
          'IANA time zone, stored as the server names it. Left out on create: the installation default (APP_TIMEZONE, else UTC). A change moves no stored log.',
      },
      date_format: dateFormatSchema,
      time_format: timeFormatSchema,
      password: {
        type: 'string',
        minLength: 8,
        maxLength: 200,
        writeOnly: true,
        description:
          'Left out on create, the user is invited: mailed (in their language) a link, valid 7 days, to choose their own password, which also verifies the address. Left out on update it stays; set on an invited user it ends the invitation. Not the e-mail address, and not known to be breached.',
      },
      password_confirmation: { type: 'string', writeOnly: true },
    },
  },
  example: {
    id: 1,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'user',
    active: true,
    available_hours: 40,
    billable_rate: 8000,
    cost_rate: 4500,
    locale: 'en',
    timezone: 'Europe/Amsterdam',
    date_format: null,
    time_format: '24h',
    email_verified_at: '2026-11-01T09:00:00.000+00:00',
    invited: false,
    invited_at: null,
    two_factor: true,
    created_at: '2026-11-01T09:00:00.000+00:00',
    updated_at: '2026-11-01T09:00:00.000+00:00',
  },
  inputExample: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'user',
    available_hours: 40,
    cost_rate: 4500,
    cost_rate_from: '2026-11-01',
    password: 'correct horse battery staple',
    password_confirmation: 'correct horse battery staple',
  },
  inUse:
    'A user with time logs answers 409 (erase their personal data, or purge them with their logs, instead), and so does deleting yourself.',
})

const removalInput: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  required: ['password'],
  properties: {
    password: {
      type: 'string',
      maxLength: 1000,
      writeOnly: true,
      description: 'The signed-in administrator’s own password.',
    },
  },
}

const erasedExample = {
  id: 7,
  name: 'Deleted user 7',
  email: 'deleted-7@deleted.invalid',
  role: 'user',
  active: false,
  available_hours: 40,
  billable_rate: null,
  cost_rate: null,
  locale: 'en',
  timezone: 'UTC',
  date_format: null,
  time_format: null,
  email_verified_at: '2026-11-01T09:00:00.000+00:00',
  invited: false,
  invited_at: null,
  two_factor: false,
  created_at: '2026-11-01T09:00:00.000+00:00',
  updated_at: '2026-12-06T09:00:00.000+00:00',
}

const invitationExample = {
  email: 'ada@example.com',
  expires_at: '2026-11-08T09:00:00.000+00:00',
}

Object.assign(paths, {
  '/api/v1/admin/users/{id}/invitation': {
    post: operation(['admin'], {
      operationId: 'resendAdminUserInvitation',
      summary: 'Send an invitation again',
      description:
        'Mails an invited user a new link to choose their password, valid 7 days; the earlier link stops working. At most once a minute per user (429). A user who already has a password, or is deactivated, answers 409.',
      tags: ['Admin: users'],
      parameters: [{ $ref: '#/components/parameters/Id' }],
      write: true,
      record: true,
      responses: {
        202: dataResponse(
          'The invitation is sent.',
          {
            type: 'object',
            required: ['email', 'expires_at'],
            additionalProperties: false,
            properties: { email: { type: 'string', format: 'email' }, expires_at: ref('DateTime') },
          },
          invitationExample
        ),
        409: { $ref: '#/components/responses/Conflict' },
      },
    }),
  },
  '/api/v1/admin/users/{id}/two-factor': {
    delete: operation(['admin'], {
      operationId: 'resetAdminUserTwoFactor',
      summary: "Reset a user's two-factor sign-in",
      description:
        "Turns off another user's two-factor sign-in and deletes their recovery codes, for someone who lost their phone: they are signed out everywhere (sessions, remember-me and access tokens) and mailed in their language. Needs the administrator's own password (422 when wrong, throttled like every password prompt). A user without two-factor sign-in, or yourself, answers 409.",
      tags: ['Admin: users'],
      parameters: [{ $ref: '#/components/parameters/Id' }],
      requestBody: jsonBody(
        {
          type: 'object',
          required: ['password'],
          properties: {
            password: { type: 'string', maxLength: 1000, writeOnly: true },
          },
        },
        { password: 'your own password' }
      ),
      write: true,
      record: true,
      input: true,
      responses: {
        204: noContent,
        409: { $ref: '#/components/responses/Conflict' },
      },
    }),
  },
  '/api/v1/admin/users/{id}/erasure': {
    post: operation(['admin'], {
      operationId: 'eraseAdminUser',
      summary: 'Erase a person’s personal data',
      description:
        'Keeps the person’s time logs, week submissions and their history for the company’s records and erases the rest: the name becomes "Deleted user <id>" (in the installation’s language), the e-mail address `deleted-<id>@deleted.invalid` (the `.invalid` domain never receives mail), the password one nobody knows; access and remember-me tokens, password reset and invitation links, sessions, the running timer and the preferences (language, time zone, formats) go, and the account is deactivated. Needs the administrator’s own password (422 when wrong, under the throttle of every password prompt). Answers 409 for one’s own account (deleted from the profile instead) and for the last active administrator. Cannot be undone.',
      tags: ['Admin: users'],
      parameters: [{ $ref: '#/components/parameters/Id' }],
      requestBody: jsonBody(removalInput, { password: 'my own password' }),
      write: true,
      input: true,
      record: true,
      responses: {
        200: dataResponse('The erased account.', ref('AdminUser'), erasedExample),
        409: { $ref: '#/components/responses/Conflict' },
      },
    }),
  },
  '/api/v1/admin/users/{id}/purge': {
    post: operation(['admin'], {
      operationId: 'purgeAdminUser',
      summary: 'Delete a person with their time logs',
      description:
        'Deletes the person and everything of theirs: time logs, timer, week submissions, tokens and access. Needs the administrator’s own password (422 when wrong). Answers 409 when the person has an approved week or a time log on or before the lock date (erase their personal data instead), for one’s own account and for the last active administrator. Cannot be undone; no webhook is sent for the deleted logs.',
      tags: ['Admin: users'],
      parameters: [{ $ref: '#/components/parameters/Id' }],
      requestBody: jsonBody(removalInput, { password: 'my own password' }),
      write: true,
      input: true,
      record: true,
      responses: {
        204: noContent,
        409: { $ref: '#/components/responses/Conflict' },
      },
    }),
  },
} satisfies OpenAPIV3_1.PathsObject)
