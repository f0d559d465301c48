import { defineMessages } from './i18n.ts';

/** Texts several building blocks share (labels of icon buttons, loading states). */
export const commonMessages = defineMessages({
  close: { id: 'ui.common.close', defaultMessage: 'close' },
  loading: { id: 'ui.common.loading', defaultMessage: 'loading' },
  save: { id: 'ui.common.save', defaultMessage: 'save' },
  cancel: { id: 'ui.common.cancel', defaultMessage: 'cancel' },
  edit: { id: 'ui.common.edit', defaultMessage: 'edit' },
});
