import { defineMessages } from '../i18n.ts';

export const colourSelectorMessages = defineMessages({
  title: { id: 'ui.colourSelector.title', defaultMessage: 'color selector' },
  primary: { id: 'ui.colourSelector.primary', defaultMessage: 'primary color' },
  numbered: {
    id: 'ui.colourSelector.numbered',
    defaultMessage: 'color {number}',
    description: 'Label of a further selector when the opener gave no label for it',
  },
  invalid: { id: 'ui.colourSelector.invalid', defaultMessage: 'Enter a colour as #rrggbb' },
});
