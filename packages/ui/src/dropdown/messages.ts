import { defineMessages } from '../i18n.ts';

export const dropdownMessages = defineMessages({
  noResults: { id: 'ui.dropdown.noResults', defaultMessage: 'No results found matching your search' },
  search: { id: 'ui.dropdown.search', defaultMessage: 'search' },
  loading: { id: 'ui.dropdown.loading', defaultMessage: 'loading' },
  loadFailed: { id: 'ui.dropdown.loadFailed', defaultMessage: 'The options could not be loaded.' },
  retry: { id: 'ui.dropdown.retry', defaultMessage: 'try again' },
  moreSelected: {
    id: 'ui.dropdown.moreSelected',
    defaultMessage: '+{count, number}',
    description: 'Pill standing for the selected options not shown in a multiple dropdown',
  },
});

/** The spec's configuration errors; developer-facing, so they are thrown in English. */
export const DROPDOWN_CONFIG_ERRORS = {
  noSource: 'either options or dataProvider must be specified',
  noResource: 'resource not specified',
} as const;
