import type { FeedNotification } from '@lintel/contracts/notifications';
import { dayGroup, dayGroupMessages } from '@lintel/formats/day-group';
import { Button, Center, Group, Loader, Popover, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { type FeedFilters, useFeedQuery, useReadNotification } from '../api/feed.ts';
import { safeAlertHtml } from '../components/sanitize.ts';
import { useReadWhenVisible } from '../components/useReadWhenVisible.ts';
import { notificationMessages as m } from '../messages.ts';

/** Spec: refresh 500 ms after a filter change; search typing settles after 300 ms. */
const FILTER_DELAY_MS = 500;
const SEARCH_DEBOUNCE_MS = 300;

const todayIso = () => new Date().toISOString().slice(0, 10);

function FiltersPopover({ onApply }: { onApply: (from: string | null, to: string | null) => void }) {
  const { formatMessage } = useIntl();
  const [opened, setOpened] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const max = todayIso();
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Popover.Target>
        <Button variant="default" onClick={() => setOpened((o) => !o)}>
          {formatMessage(m.filters)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            type="date"
            label={formatMessage(m.createdFrom)}
            value={from}
            max={to || max}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={formatMessage(m.createdTo)}
            value={to}
            min={from || undefined}
            max={max}
            onChange={(e) => setTo(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              variant="subtle"
              onClick={() => {
                setFrom('');
                setTo('');
                onApply(null, null);
                setOpened(false);
              }}
            >
              {formatMessage(m.reset)}
            </Button>
            <Button
              onClick={() => {
                // No future dates; from is the start of its day and to the end of its day (spec); empty values are dropped.
                const clamp = (value: string) => (value > max ? max : value);
                onApply(from ? `${clamp(from)}T00:00:00.0Z` : null, to ? `${clamp(to)}T23:59:59.0Z` : null);
                setOpened(false);
              }}
            >
              {formatMessage(m.apply)}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function FeedItem({
  item,
  observe,
}: {
  item: FeedNotification;
  observe: (unread: boolean) => (el: HTMLElement | null) => void;
}) {
  const read = item.acknowledgedAt !== null;
  return (
    <Stack
      gap={2}
      p="sm"
      ref={observe(!read)}
      data-notification-id={item.id}
      data-read={read ? 'true' : 'false'}
      data-testid="feed-item"
      // Read items differ by the title's weight: fading the whole item took its date below 4.5:1.
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Text fw={read ? 400 : 700}>{item.title}</Text>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the alert allow-list (safeAlertHtml) */}
      <Text size="sm" component="div" dangerouslySetInnerHTML={safeAlertHtml(item.data.content)} />
      <Text size="xs" c="dimmed">
        <FormattedDate value={item.createdAt} dateStyle="medium" timeStyle="short" />
      </Text>
    </Stack>
  );
}

/** The notifications view: search, Filters popover, total, grouped Today / Yesterday / Older, infinite paging. */
export default function NotificationsPage() {
  const { formatMessage } = useIntl();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<FeedFilters>({ searchQuery: '', createdFrom: null, createdTo: null });
  const [pending, setPending] = useState<FeedFilters | null>(null);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  useEffect(() => {
    const timer = setTimeout(
      () => setPending((p) => ({ ...(p ?? filtersRef.current), searchQuery: search.trim() })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setFilters(pending), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  const feed = useFeedQuery(filters);
  const read = useReadNotification();
  const observe = useReadWhenVisible((id) => read.mutateAsync(id));
  const bottom = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = bottom.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries[0]?.isIntersecting && feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
      },
      { rootMargin: '1px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [feed]);

  const items = useMemo(() => feed.data?.pages.flatMap((p) => p.content) ?? [], [feed.data]);
  const total = feed.data?.pages[0]?.totalElements ?? 0;
  const filtered = Boolean(filters.searchQuery || filters.createdFrom || filters.createdTo);
  let lastGroup: string | null = null;

  return (
    <Stack gap="sm" maw={900}>
      <Title order={2}>{formatMessage(m.title)}</Title>
      <Group>
        <TextInput
          placeholder={formatMessage(m.search)}
          aria-label={formatMessage(m.search)}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <FiltersPopover
          onApply={(createdFrom, createdTo) =>
            setPending({ ...filters, searchQuery: search.trim(), createdFrom, createdTo })
          }
        />
      </Group>
      <Text size="sm" c="dimmed" data-testid="feed-total">
        {formatMessage(m.total, { count: total })}
      </Text>
      {feed.isPending ? (
        <Center p="lg">
          <Loader role="progressbar" aria-label={formatMessage(m.loading)} />
        </Center>
      ) : feed.isError ? (
        <Stack align="center" p="lg">
          <Text c="red">{formatMessage(m.failed)}</Text>
          <Button onClick={() => void feed.refetch()}>{formatMessage(m.refresh)}</Button>
        </Stack>
      ) : items.length === 0 ? (
        <Stack align="center" p="lg">
          <Text c="dimmed">{formatMessage(filtered ? m.noResults : m.empty)}</Text>
          <Button variant="default" onClick={() => void feed.refetch()}>
            {formatMessage(m.refresh)}
          </Button>
        </Stack>
      ) : (
        <div>
          {items.map((item) => {
            const group = dayGroup(item.createdAt);
            const separator = group !== lastGroup;
            lastGroup = group;
            return (
              <div key={item.id}>
                {separator && (
                  <Text fw={700} size="sm" mt="md" data-testid="feed-separator">
                    {formatMessage(dayGroupMessages[group])}
                  </Text>
                )}
                <FeedItem item={item} observe={observe} />
              </div>
            );
          })}
        </div>
      )}
      <div ref={bottom} style={{ height: 1 }} />
      {feed.isFetchingNextPage && (
        <Center>
          <Loader size="sm" />
        </Center>
      )}
    </Stack>
  );
}
