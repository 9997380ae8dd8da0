import type { OpenAPIV3_1 } from 'openapi-types'

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {}

export const paths: OpenAPIV3_1.PathsObject = {
  '/api/v1/openapi.json': {
    get: {
      operationId: 'getOpenApiDocument',
      summary: 'This document',
      description:
        'The OpenAPI 3.1 document of the API, without authentication. It changes only with a new release: revalidate with `If-None-Match`.',
      tags: ['Reference'],
      security: [],
      responses: {
        200: {
          description: 'The document.',
          headers: {
            'ETag': { schema: { type: 'string' } },
            'Cache-Control': { schema: { type: 'string' } },
          },
          content: { 'application/json': { schema: { type: 'object', required: ['openapi'] } } },
        },
        304: { description: 'The document has not changed since the ETag sent.' },
      },
    },
  },
}
