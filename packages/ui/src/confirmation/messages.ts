import { defineMessages } from '../i18n.ts';

export const confirmationMessages = defineMessages({
  message: { id: 'ui.confirmation.message', defaultMessage: 'Are you sure you want to perform this action?' },
  confirm: { id: 'ui.confirmation.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'ui.confirmation.cancel', defaultMessage: 'Cancel' },
  countdown: {
    id: 'ui.confirmation.countdown',
    defaultMessage: '{label} ({seconds})',
    description: 'Confirm button label while the countdown runs, e.g. "Confirm (3)"',
  },
});
