import { Alert, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useWorkContext } from '../context/WorkContext.tsx';
import { pageMessages } from './messages.ts';

/**
 * Shows the spec's notice when a page needs a customer and/or a community that is not selected.
 * Only the missing parts are named, joined with ' and a ' as the spec says.
 */
export function RequireContext({
  customer,
  community,
  children,
}: {
  customer: boolean;
  community: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { customerId, communityId } = useWorkContext().callContext;
  const parts: string[] = [];
  if ((customer || community) && !customerId) parts.push(intl.formatMessage(pageMessages.customerPart));
  if (community && !communityId) parts.push(intl.formatMessage(pageMessages.communityPart));
  if (parts.length === 0) return children;
  return (
    <Center mih="50vh">
      <Alert color="lintel" variant="light" radius="md" maw={560} data-testid="missing-context">
        {intl.formatMessage(pageMessages.selectContext, { parts: parts.join(' and a ') })}
      </Alert>
    </Center>
  );
}
