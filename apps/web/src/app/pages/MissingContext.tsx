import { Alert, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useWorkContext } from '../context/WorkContext.tsx';
import type { ContextPart } from '../routing/access.ts';
import { pageMessages } from './messages.ts';

/**
 * The spec's notice for a page that needs a customer and/or a community that is not selected.
 * Only the missing parts are named, joined with ' and a ' as the spec says.
 */
export function MissingContextNotice({ missing }: { missing: readonly ContextPart[] }) {
  const intl = useIntl();
  const parts = missing.map((part) =>
    intl.formatMessage(part === 'customer' ? pageMessages.customerPart : pageMessages.communityPart),
  );
  return (
    <Center mih="50vh">
      <Alert color="lintel" variant="light" radius="md" maw={560} data-testid="missing-context">
        {intl.formatMessage(pageMessages.selectContext, { parts: parts.join(' and a ') })}
      </Alert>
    </Center>
  );
}

/** Inline variant for parts of a page: renders its children once the context is there. */
export function RequireContext({
  customer,
  community,
  children,
}: {
  customer: boolean;
  community: boolean;
  children: ReactNode;
}) {
  const { customerId, communityId } = useWorkContext().callContext;
  const missing: ContextPart[] = [];
  if ((customer || community) && !customerId) missing.push('customer');
  if (community && !communityId) missing.push('community');
  if (missing.length === 0) return children;
  return <MissingContextNotice missing={missing} />;
}
