import { LOCATION_ROOT_ID } from '@lintel/contracts/structure/locations';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { kitMessages } from '../../../app/kit/messages.ts';
import { useLocationTreeQuery } from '../api/locations.ts';
import { useSpaceTypesQuery } from '../api/space-types.ts';
import { LocationTree } from '../components/LocationTree.tsx';
import { countProperties, filterTree, flattenTree } from '../components/tree.ts';
import { revealNodes, setExpanded, toggleNode, useTreeState } from '../components/treeState.ts';
import { locationMessages as m } from '../locations.messages.ts';

/**
 * The property tree of the selected community. The name filter lives in the page's URL, so it stays
 * while modals open over the tree and after a refresh; the open nodes last for the tab.
 */
export default function LocationsPage() {
  const intl = useIntl();
  const { callContext } = useWorkContext();
  const key = callContext.communityId ?? '';
  const [params, setParams] = useSearchParams();
  const filter = params.get('q') ?? '';
  const query = useLocationTreeQuery();
  const spaceTypes = useSpaceTypesQuery();
  const state = useTreeState(key);
  const names = useMemo(
    () => new Map((spaceTypes.data ?? []).map((type) => [type.id, type.name] as const)),
    [spaceTypes.data],
  );
  const filtered = useMemo(() => (query.data ? filterTree(query.data, filter) : null), [query.data, filter]);
  // A filter opens the way to every match; the user may still close rows afterwards.
  useEffect(() => {
    if (filtered && filtered.expanded.length > 0) revealNodes(key, filtered.expanded);
  }, [filtered, key]);

  if (query.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        maw={900}
        title={intl.formatMessage(m.treeFailed)}
        data-testid="locations-error"
      >
        <Text size="sm">{query.error.message}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => query.refetch()}>
          {intl.formatMessage(kitMessages.retry)}
        </Button>
      </Alert>
    );
  }
  const root = query.data;
  if (root && root.children.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" maw={900} data-testid="locations-empty">
        <Stack align="center" gap={4}>
          <Text fw={600}>{intl.formatMessage(m.emptyTree)}</Text>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.emptyTreeHint, { community: root.name })}
          </Text>
        </Stack>
      </Paper>
    );
  }

  const setFilter = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  const allIds = root ? flattenTree(root).map((placed) => placed.node.id) : [];

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" wrap="wrap">
        <TextInput
          aria-label={intl.formatMessage(m.filter)}
          placeholder={intl.formatMessage(m.filter)}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={280}
          data-testid="locations-filter"
        />
        <Group gap="xs">
          {root && (
            <Text size="sm" c="dimmed" data-testid="locations-total">
              {filter && filtered
                ? intl.formatMessage(m.matches, { matches: filtered.matches, count: countProperties(root) })
                : intl.formatMessage(m.total, { count: countProperties(root) })}
            </Text>
          )}
          <Button variant="subtle" size="xs" disabled={!root} onClick={() => setExpanded(key, allIds)}>
            {intl.formatMessage(m.expandAll)}
          </Button>
          <Button variant="subtle" size="xs" disabled={!root} onClick={() => setExpanded(key, [LOCATION_ROOT_ID])}>
            {intl.formatMessage(m.collapseAll)}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="sm">
        {!root ? (
          <Stack gap="xs" data-testid="locations-loading">
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
              <Skeleton key={i} h={22} ml={i === 0 ? 0 : 24} w={i === 0 ? '40%' : '60%'} />
            ))}
          </Stack>
        ) : filtered ? (
          <nav aria-label={intl.formatMessage(m.treeLabel, { community: root.name })}>
            <LocationTree
              root={filtered.tree}
              expanded={state.expanded}
              selected={state.selected}
              spaceTypeNames={names}
              onToggle={(id) => toggleNode(key, id)}
            />
          </nav>
        ) : (
          <Text ta="center" c="dimmed" p="lg" data-testid="locations-no-results">
            {intl.formatMessage(m.noResults)}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
