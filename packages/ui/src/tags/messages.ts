import { defineMessages } from '../i18n.ts';

export const tagMessages = defineMessages({
  showMore: { id: 'ui.tags.showMore', defaultMessage: 'show more' },
  showLess: { id: 'ui.tags.showLess', defaultMessage: 'show less' },
  remove: { id: 'ui.tags.remove', defaultMessage: 'remove {name}' },
});
