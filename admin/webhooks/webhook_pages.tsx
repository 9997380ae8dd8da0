import { Create, Edit } from 'react-admin'
import { WebhookForm } from '~admin/webhooks/webhook_form'

/**
 * As recordPages, except that a created endpoint opens its edit page, where its new secret
 * shows for the receiver's configuration.
 */
export const webhookPages = {
  create: () => (
    <Create redirect="edit">
      <WebhookForm />
    </Create>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic" redirect="list">
      <WebhookForm />
    </Edit>
  ),
}
