import type { UnitAmenity } from '@lintel/contracts/structure/amenities';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { href } from '../../../app/routing/table.ts';
import { amenityMessages as m } from '../amenities.messages.ts';
import { groupAmenities } from './amenityGroups.ts';

/** Amenities in sections by group; each amenity and group opens its own screen. */
export function AmenityList({ amenities, testId }: { amenities: readonly UnitAmenity[]; testId: string }) {
  const intl = useIntl();
  return (
    <Stack gap="sm" data-testid={testId}>
      {groupAmenities(amenities).map((section) => (
        <Stack key={section.groupId ?? 'none'} gap={4}>
          {section.groupId ? (
            <Anchor
              component={Link}
              to={href('cbr.living.amenity.group', { amenityId: section.groupId })}
              size="xs"
              tt="uppercase"
              fw={600}
              aria-label={intl.formatMessage(m.openGroup, { name: section.groupName })}
            >
              {section.groupName}
            </Anchor>
          ) : (
            <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
              {intl.formatMessage(m.noGroup)}
            </Text>
          )}
          <Group gap="md">
            {section.amenities.map((amenity) => (
              <Anchor
                key={amenity.id}
                component={Link}
                to={href('cbr.living.amenity.details', { amenityId: amenity.id })}
                size="sm"
                data-testid="amenity-link"
              >
                {amenity.name}
              </Anchor>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
