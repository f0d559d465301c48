import type { PersonAccess } from '@lintel/contracts/access/people-access';
import type { PermissionCheck } from '@lintel/permissions';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { peopleMessages as p } from '../people-access.messages.ts';
import { DetailsHeader } from './DetailsHeader.tsx';
import { type PersonScreens, screenHref } from './personScreens.ts';
import { DATE_TIME, personAccessStates } from './states.ts';

/** Which of the person's screens this is: its own link is not offered. */
type Screen = 'details' | 'authorizations' | 'keyring' | 'management' | 'place';

/**
 * The head of a person's access screens: whose access, whether it is suspended (a badge, and since
 * when and by whom), how many grants, direct authorizations and live credentials, and links to their
 * other screens the user may open (`can`, the page's permission check). `actions` come first (the
 * screen's own).
 */
export function PersonAccessHeader({
  access,
  screens,
  can,
  current,
  title,
  actions,
}: {
  access: PersonAccess;
  screens: PersonScreens;
  can: (check: PermissionCheck) => boolean;
  current: Screen;
  title?: string;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const params = { id: access.holderId };
  const links = (
    [
      ['details', screens.routes.details, access.name],
      ['authorizations', screens.routes.authorizations, intl.formatMessage(p.authorizationsTitle)],
      ['keyring', screens.routes.keyring, intl.formatMessage(p.keyringTitle)],
      ['management', screens.routes.management, intl.formatMessage(p.managementTitle)],
    ] as const
  )
    .filter(([screen]) => screen !== current)
    .map(([screen, route, label]) => ({ screen, label, to: screenHref(can, route, params) }))
    .filter((link): link is { screen: (typeof link)['screen']; label: string; to: string } => link.to !== null);
  const suspended = access.suspendedAt !== null;
  const since = access.suspendedAt ? intl.formatDate(access.suspendedAt, DATE_TIME) : '';

  return (
    <Stack gap="sm">
      <DetailsHeader
        title={title ?? intl.formatMessage(p.accessOf, { name: access.name })}
        testId="person-title"
        status={
          <>
            <StatusBadge
              map={personAccessStates}
              state={suspended ? 'SUSPENDED' : 'ACTIVE'}
              testId="person-access-state"
            />
            <Text size="sm" c="gray.7" data-testid="person-counts">
              {intl.formatMessage(p.counts, {
                grants: access.liveGrants,
                direct: access.directAuthorizations,
                credentials: access.liveCredentials,
              })}
            </Text>
          </>
        }
        actions={
          <Group gap="sm">
            {actions}
            {links.map((link) => (
              <Button
                key={link.screen}
                variant="default"
                component={Link}
                to={link.to}
                data-testid={`person-link-${link.screen}`}
              >
                {link.label}
              </Button>
            ))}
          </Group>
        }
      />
      {suspended && (
        <Alert color="orange" variant="light" data-testid="person-suspended">
          {access.suspendedByName
            ? intl.formatMessage(p.suspendedSince, { at: since, by: access.suspendedByName })
            : intl.formatMessage(p.suspendedSinceNoOne, { at: since })}
        </Alert>
      )}
    </Stack>
  );
}
