import type { UnitAmenity } from '@lintel/contracts/structure/amenities';
import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { amenityMessages as m } from '../amenities.messages.ts';
import { groupAmenities } from './amenityGroups.ts';

/** Every unit amenity of the community as checkboxes, in sections by group. */
export function AmenityPicker({
  amenities,
  selected,
  onToggle,
  disabled,
}: {
  amenities: readonly UnitAmenity[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  return (
    <Stack gap="md" data-testid="amenity-picker">
      {groupAmenities(amenities).map((section) => (
        <Stack key={section.groupId ?? 'none'} gap={6}>
          <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
            {section.groupName ?? intl.formatMessage(m.noGroup)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
            {section.amenities.map((amenity) => (
              <Checkbox
                key={amenity.id}
                label={amenity.name}
                checked={selected.has(amenity.id)}
                onChange={() => onToggle(amenity.id)}
                disabled={disabled}
                aria-label={intl.formatMessage(m.select, { name: amenity.name })}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
