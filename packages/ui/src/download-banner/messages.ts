import { defineMessages } from '../i18n.ts';

export const downloadBannerMessages = defineMessages({
  started: { id: 'ui.downloadBanner.started', defaultMessage: 'your download has started' },
  complete: { id: 'ui.downloadBanner.complete', defaultMessage: 'your download is complete' },
});
