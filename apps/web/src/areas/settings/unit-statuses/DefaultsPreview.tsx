import type { DefaultCatalogue } from '@lintel/contracts/settings/unit-statuses';
import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { settingsMessages as m } from '../messages.ts';

type DefaultCategory = DefaultCatalogue['parts'][number]['categories'][number];
type DefaultStatus = DefaultCategory['statuses'][number];

/** What a reset would restore: the default statuses (and labels) of the categories or status given. */
export function DefaultsPreview({
  categories,
  statuses,
}: {
  categories?: DefaultCategory[];
  statuses?: DefaultStatus[];
}) {
  const intl = useIntl();
  const groups = categories ?? [{ code: 'VACANT' as const, name: '', description: '', statuses: statuses ?? [] }];
  return (
    <Stack gap={4} maw={360}>
      <Text size="xs" fw={700}>
        {intl.formatMessage(m.defaultsPreview)}
      </Text>
      {groups.map((category) => (
        <div key={category.code + category.name}>
          {category.name ? (
            <Text size="xs" fw={600}>
              {category.name}
            </Text>
          ) : null}
          {category.statuses.map((status) => (
            <Text size="xs" key={status.code}>
              {status.name}
              {status.labels.length ? `: ${status.labels.map((l) => l.name).join(', ')}` : ''}
            </Text>
          ))}
        </div>
      ))}
    </Stack>
  );
}
