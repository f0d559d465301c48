import type { PermissionCheck } from '@lintel/permissions';
import { Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { peopleMessages as p } from '../people-access.messages.ts';
import { type PersonScreens, screenHref } from './personScreens.ts';

/**
 * Links from a person's details to their access screens (authorizations, keyring, keyring management),
 * each shown only when the user passes its route's gate (`can`, the page's permission check). The
 * staff's and vendors' details pages put them in their "Access here" section (D230).
 */
export function PersonAccessLinks({
  screens,
  personId,
  can,
  testId,
}: {
  screens: PersonScreens;
  personId: string;
  can: (check: PermissionCheck) => boolean;
  testId: string;
}) {
  const intl = useIntl();
  const links = (
    [
      ['authorizations', screens.routes.authorizations, p.authorizationsTitle],
      ['keyring', screens.routes.keyring, p.keyringTitle],
      ['management', screens.routes.management, p.managementTitle],
    ] as const
  ).flatMap(([screen, route, label]) => {
    const to = screenHref(can, route, { id: personId });
    return to ? [{ screen, to, label: intl.formatMessage(label) }] : [];
  });
  return (
    <Group gap="sm" data-testid={testId}>
      {links.map((link) => (
        <Button
          key={link.screen}
          variant="default"
          size="xs"
          component={Link}
          to={link.to}
          data-testid={`${testId}-${link.screen}`}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
