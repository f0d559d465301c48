import { defineMessages } from '../i18n.ts';

// The spec names these translation keys (notification.success, .error, .info, .warning, .brand); the
// ids are kept as written so an existing catalogue for them still applies. The `default` type reads
// notification.info, since the spec has a `default` type but no `default` key (and no `info` type).
export const toastMessages = defineMessages({
  success: { id: 'notification.success', defaultMessage: 'Success' },
  error: { id: 'notification.error', defaultMessage: 'Error' },
  info: { id: 'notification.info', defaultMessage: 'Information' },
  warning: { id: 'notification.warning', defaultMessage: 'Warning' },
  brand: { id: 'notification.brand', defaultMessage: 'Notice' },
});
