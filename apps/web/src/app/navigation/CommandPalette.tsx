import { search } from '@lintel/contracts';
import { gate } from '@lintel/permissions';
import { useUiText } from '@lintel/ui';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, type SpotlightActionData, type SpotlightActionGroupData, spotlight } from '@mantine/spotlight';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useEndpointListQuery } from '../api/hooks.ts';
import { keyScope } from '../api/keys.ts';
import { hrefOf, routeTable } from '../routing/table.ts';
import { useAccessEnv } from '../routing/useAccessEnv.ts';
import { shellMessages as m, recordKindMessages } from './messages.ts';
import { RECORD_SEARCH_MIN_LENGTH, recordTargets, searchableScreens } from './search.ts';

const records = keyScope('search', 'records');
/** The record search's gate, the one its endpoint declares (units view). */
const recordGate = gate.key('CBR_LIVING_SPACES_VIEW');

/** Records of the selected community whose name starts with what was typed, once the typing pauses. */
function useRecordSearch(query: string, enabled: boolean) {
  const [q] = useDebouncedValue(query.trim(), 300);
  const on = enabled && q.length >= RECORD_SEARCH_MIN_LENGTH;
  const result = useEndpointListQuery(records, search.searchRecords, { query: { q, size: 8 } }, { enabled: on });
  return { hits: on ? (result.data?.content ?? []) : [], searching: on && result.isFetching };
}

/** Global search over screens (by their words) and records (by name), opened with Ctrl/⌘ + K. */
export function CommandPalette() {
  const intl = useIntl();
  const text = useUiText();
  const env = useAccessEnv();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const canSearchRecords = env.communityId !== null && env.can(recordGate);
  const { hits, searching } = useRecordSearch(query, canSearchRecords);

  const screens = useMemo<SpotlightActionData[]>(
    () =>
      searchableScreens(routeTable, env).map(({ route, url, label, description, keywords }) => ({
        id: `screen:${route.name}`,
        label: intl.formatMessage(label),
        description: intl.formatMessage(description),
        keywords: keywords.map(text),
        onClick: () => navigate(url),
        'data-route': route.name,
      })),
    [env, intl, navigate, text],
  );
  const found = useMemo<SpotlightActionData[]>(
    () =>
      hits.map((hit) => {
        const target = recordTargets[hit.kind];
        return {
          id: `record:${hit.kind}:${hit.id}`,
          label: hit.name,
          description: [intl.formatMessage(recordKindMessages[hit.kind]), hit.detail].filter(Boolean).join(' · '),
          // Found by the server: the query is in its name, and the kind's word finds it too.
          keywords: [query],
          onClick: () => navigate(hrefOf(target.route, { [target.param]: hit.id })),
          'data-record': hit.kind,
        };
      }),
    [hits, intl, navigate, query],
  );
  const actions: SpotlightActionGroupData[] = [
    { group: intl.formatMessage(m.searchScreens), actions: screens },
    ...(found.length > 0 ? [{ group: intl.formatMessage(m.searchRecords), actions: found }] : []),
  ];

  return (
    <Spotlight
      actions={actions}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      // A command palette opens from anywhere, a focused field included.
      tagsToIgnore={[]}
      nothingFound={intl.formatMessage(searching ? m.searchSearching : m.searchNothing)}
      highlightQuery
      // The dialog is named like its search field.
      attributes={{ content: { 'aria-label': intl.formatMessage(m.searchLabel) } }}
      scrollable
      maxHeight={400}
      searchProps={{
        placeholder: intl.formatMessage(canSearchRecords ? m.searchPlaceholderRecords : m.searchPlaceholder),
        'aria-label': intl.formatMessage(m.searchLabel),
      }}
    />
  );
}

export const openCommandPalette = () => spotlight.open();
