import { Create, Edit, useNotify, useRedirect } from 'react-admin'
import { WebhookForm } from '~admin/webhooks/webhook_form'
import { useKeepIssuedSecret, type IssuedEndpoint } from '~admin/webhooks/issued_secret'

/**
 * As recordPages, except that the answer with a new secret opens the endpoint's edit page, which
 * shows that secret once: a created endpoint's, or a rotated one's.
 */
export const webhookPages = {
  create: function WebhookCreate() {
    const keepIssuedSecret = useKeepIssuedSecret()
    const notify = useNotify()
    const redirect = useRedirect()
    const onSuccess = (endpoint: IssuedEndpoint) => {
      keepIssuedSecret(endpoint, false)
      notify('resources.webhooks.notifications.created', { type: 'info' })
      redirect('edit', 'webhooks', endpoint.id)
    }
    return (
      <Create mutationOptions={{ onSuccess }}>
        <WebhookForm />
      </Create>
    )
  },
  edit: function WebhookEdit() {
    const keepIssuedSecret = useKeepIssuedSecret()
    const notify = useNotify()
    const redirect = useRedirect()
    const onSuccess = (endpoint: IssuedEndpoint) => {
      notify('resources.webhooks.notifications.updated', { type: 'info' })
      if (!keepIssuedSecret(endpoint, true)) redirect('list', 'webhooks')
    }
    return (
      <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
        <WebhookForm />
      </Edit>
    )
  },
}
