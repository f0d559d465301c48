import { Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { contextMessages } from '../context/messages.ts';
import { useWorkContext } from '../context/WorkContext.tsx';

/** Everyone but provider staff works as one of their profiles, one per customer. */
export function ProfileSelector({ w = 240 }: { w?: number | string }) {
  const intl = useIntl();
  const { profile, activeProfile, selectProfile } = useWorkContext();
  const profiles = profile.customerUsers.filter((p) => p.customerDeletedAt === null);
  return (
    <Select
      aria-label={intl.formatMessage(contextMessages.profileLabel)}
      data-testid="profile-selector"
      w={w}
      data={profiles.map((p) => ({
        value: p.profileId,
        label: p.customerName ?? '',
      }))}
      value={activeProfile?.profileId ?? null}
      onChange={(value) => value && selectProfile(value)}
      allowDeselect={false}
      readOnly={profiles.length <= 1}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
