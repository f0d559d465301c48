import type { KeyringCredential } from '@lintel/contracts/access/people-access';
import type { PermissionCheck } from '@lintel/permissions';
import { Anchor, Stack, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { QueryLike } from '../../../app/kit/QueryState.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { type RecordColumn, RecordTable } from '../../../app/kit/RecordTable.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { usePersonKeyringQuery } from '../api/peopleAccess.ts';
import { PersonAccessHeader } from '../components/PersonAccessHeader.tsx';
import { type PersonScreens, screenHref, sourceHref } from '../components/personScreens.ts';
import { credentialKinds, DATE_TIME, keyStates, sourceKinds } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';
import { peopleMessages as p } from '../people-access.messages.ts';

function credentialColumns(
  intl: IntlShape,
  source: (credential: KeyringCredential) => string | null,
): RecordColumn<KeyringCredential>[] {
  const none = intl.formatMessage(m.none);
  const when = (value: string | null) => (value ? intl.formatDate(value, DATE_TIME) : none);
  return [
    { header: intl.formatMessage(p.kind), cell: (c) => intl.formatMessage(credentialKinds[c.kind]) },
    { header: intl.formatMessage(p.label), testId: 'keyring-label', cell: (c) => c.label },
    {
      header: intl.formatMessage(p.source),
      testId: 'keyring-source',
      cell: (c) => {
        const to = source(c);
        return (
          <Stack gap={0}>
            <Text size="sm">
              {to ? (
                <Anchor component={Link} to={to}>
                  {c.sourceName}
                </Anchor>
              ) : (
                c.sourceName
              )}
            </Text>
            {c.sourceKind && (
              <Text size="xs" c="gray.7">
                {intl.formatMessage(sourceKinds[c.sourceKind])}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      header: intl.formatMessage(p.state),
      cell: (c) =>
        c.revokedAt && c.state === 'ISSUED' ? (
          <Text size="sm" fw={600} data-testid="keyring-state">
            {intl.formatMessage(p.revokedState)}
          </Text>
        ) : (
          <StatusBadge map={keyStates} state={c.state} testId="keyring-state" />
        ),
    },
    { header: intl.formatMessage(m.issuedAt), cell: (c) => when(c.issuedAt) },
    { header: intl.formatMessage(m.revokedAt), testId: 'keyring-revoked', cell: (c) => when(c.revokedAt) },
    {
      header: intl.formatMessage(p.lockCount),
      testId: 'keyring-locks',
      cell: (c) => (
        <Stack gap={0} data-holding={c.holding} data-locks={c.locks} data-removing={c.removing}>
          <Text size="sm">{intl.formatMessage(p.heldBy, { holding: c.holding, locks: c.locks })}</Text>
          {c.removing > 0 && (
            <Text size="xs" c="gray.7">
              {intl.formatMessage(p.removing, { count: c.removing })}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
}

/** The person's credentials, live first: what each was issued for and the locks holding it. */
export function KeyringTable({
  screens,
  can,
  personId,
  query,
  credentials,
}: {
  screens: PersonScreens;
  can: (check: PermissionCheck) => boolean;
  personId: string;
  query: QueryLike;
  credentials: KeyringCredential[];
}) {
  const intl = useIntl();
  // A credential's source opens like a grant's; the person's own key opens their authorizations.
  const source = (c: KeyringCredential) =>
    c.sourceKind === 'PERSON'
      ? screenHref(can, screens.routes.authorizations, { id: personId })
      : c.sourceKind && c.sourceId
        ? sourceHref(can, screens, personId, {
            sourceKind: c.sourceKind,
            sourceId: c.sourceId,
            place: { unitId: null, locationId: null, name: '' },
          })
        : null;
  return (
    <RecordTable
      query={query}
      rows={credentials}
      columns={credentialColumns(intl, source)}
      failed={intl.formatMessage(p.keyringFailed)}
      empty={intl.formatMessage(p.noCredentials)}
      testId="keyring"
      rowTestId="keyring-row"
      label={intl.formatMessage(p.keyringLabel)}
      maw={1200}
    />
  );
}

/**
 * A person's keyring (`/iot/residents/:id/keyring`; D230): every credential of theirs in the
 * community (mobile keys, fobs, PINs), live first, with its kind, label, what it was issued for,
 * its state, when it was issued and revoked, and how many locks hold it (or have yet to confirm its
 * removal); read every 2 s while a lock has yet to confirm. A suspended person's state shows on top.
 */
export function PersonKeyringPage({ screens }: { screens: PersonScreens }) {
  const intl = useIntl();
  const permissions = usePermissions();
  const { id = '' } = useParams();
  const query = usePersonKeyringQuery(screens.api, id);
  const keyring = query.data;
  if (!keyring) return <QueryState query={query} failed={intl.formatMessage(p.keyringFailed)} testId="keyring-error" />;
  return (
    <Stack gap="lg" data-testid="person-keyring">
      <PersonAccessHeader access={keyring.access} screens={screens} can={permissions.can} current="keyring" />
      <KeyringTable
        screens={screens}
        can={permissions.can}
        personId={id}
        query={query}
        credentials={keyring.credentials}
      />
    </Stack>
  );
}
