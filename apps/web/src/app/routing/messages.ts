import { defineMessages } from '../../i18n/define.ts';

export const routingMessages = defineMessages({
  chunkFailedTitle: { id: 'routing.chunk.title', defaultMessage: 'This part of Lintel did not load' },
  chunkFailedBody: {
    id: 'routing.chunk.body',
    defaultMessage: 'The connection may have dropped, or Lintel was updated. Try again, or reload the page.',
  },
  chunkReload: { id: 'routing.chunk.reload', defaultMessage: 'reload the page' },
  loading: { id: 'routing.loading', defaultMessage: 'Loading…' },
  close: { id: 'routing.modal.close', defaultMessage: 'Close' },
  back: { id: 'routing.modal.back', defaultMessage: 'Back' },
  breadcrumbs: { id: 'routing.modal.breadcrumbs', defaultMessage: 'Open panels' },
});
