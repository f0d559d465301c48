import { Box, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { CollapsibleTags } from './CollapsibleTags.tsx';
import { Tag } from './Tag.tsx';

export function SizesAndThemes() {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Tag size="large">large primary</Tag>
        <Tag>medium primary</Tag>
        <Tag size="small">small primary</Tag>
      </Group>
      <Group gap="xs">
        <Tag size="large" theme="secondary">
          large secondary
        </Tag>
        <Tag theme="secondary">medium secondary</Tag>
        <Tag size="small" theme="secondary">
          small secondary
        </Tag>
      </Group>
    </Stack>
  );
}

const amenityNames = ['pool', 'gym', 'sauna', 'dog park', 'grill area', 'bike storage', 'package room'];

export function Collapsible() {
  const [tags, setTags] = useState([...amenityNames, ...amenityNames.map((name) => `${name} (building B)`)]);
  return (
    <Box maw={420}>
      <CollapsibleTags>
        {tags.map((name) => (
          <Tag key={name} onRemove={() => setTags((all) => all.filter((tag) => tag !== name))}>
            {name}
          </Tag>
        ))}
      </CollapsibleTags>
    </Box>
  );
}
