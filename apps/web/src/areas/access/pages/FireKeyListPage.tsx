import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { fireKeyMessages as f } from '../fire-keys.messages.ts';
import { FireKeysSection } from './FireKeysSection.tsx';

/**
 * /iot/firekey (part 3 section 1, a tab of the access area shown while the fire key tile's policy
 * passes; D225): the community's fire keys with their state, locations and locks confirmed; a row
 * opens its grants under the list. "Manage fire keys" is the route's action (FIRE_KEY_UPDATE).
 */
export default function FireKeyListPage() {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7" maw={720}>
        {intl.formatMessage(f.intro)}
      </Text>
      <FireKeysSection />
    </Stack>
  );
}
