import { defineMessages } from './i18n.ts';

/** Texts several building blocks share. */
export const commonMessages = defineMessages({
  close: { id: 'ui.common.close', defaultMessage: 'close' },
  save: { id: 'ui.common.save', defaultMessage: 'save' },
  cancel: { id: 'ui.common.cancel', defaultMessage: 'cancel' },
});
