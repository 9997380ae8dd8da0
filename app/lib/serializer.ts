import { BaseSerializer } from '@adonisjs/core/transformers'

/**
 * Turns transformed values (and objects holding them) into plain JSON data, as they are: each
 * answer spells out its own envelope, `{ data, ... }` (docs/api.md).
 */
class PlainSerializer extends BaseSerializer {
  wrap = undefined
  definePaginationMetaData(metaData: unknown) {
    return metaData
  }
}

export const serializer = new PlainSerializer()
