import { Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { contextMessages } from '../context/messages.ts';
import { useWorkContext } from '../context/WorkContext.tsx';

/** `w`: the width; the phone sheet makes it full width. */
export function CommunitySelector({ w = 240 }: { w?: number | string }) {
  const intl = useIntl();
  const { communities, community, customerId, communitiesLoading, selectCommunity } = useWorkContext();
  const empty = !communitiesLoading && communities.length === 0;
  return (
    <Select
      aria-label={intl.formatMessage(contextMessages.communityLabel)}
      data-testid="community-selector"
      w={w}
      searchable
      data={communities.map((c) => ({ value: c.id, label: c.name }))}
      value={community?.id ?? null}
      onChange={(value) => selectCommunity(value)}
      placeholder={intl.formatMessage(
        empty && customerId ? contextMessages.noCommunities : contextMessages.selectCommunity,
      )}
      nothingFoundMessage={intl.formatMessage(empty ? contextMessages.noCommunities : contextMessages.noResults)}
      disabled={!customerId || communitiesLoading}
      allowDeselect={false}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
