import type { KeyringAction } from '@lintel/contracts/access/people-access';
import { useConfirm, useToast } from '@lintel/ui';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useKeyringActionMutation, usePersonKeyringQuery } from '../api/peopleAccess.ts';
import { PersonAccessHeader } from '../components/PersonAccessHeader.tsx';
import type { PersonScreens } from '../components/personScreens.ts';
import { accessMessages as m } from '../messages.ts';
import { peopleMessages as p } from '../people-access.messages.ts';
import { KeyringTable } from './PersonKeyringPage.tsx';

/**
 * Keyring management (`/iot/residents/:id/keyring/management`, with the update key; D231): suspend
 * every access of the person in the community (the locks drop it until it is resumed; what is given
 * to them meanwhile comes suspended too) or resume it, and revoke their own mobile key with their
 * direct authorizations, after the spec's "are you sure you want to revoke access?". The keyring
 * under it follows the locks.
 */
export function PersonKeyringManagementPage({ screens }: { screens: PersonScreens }) {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const permissions = usePermissions();
  const { id = '' } = useParams();
  const query = usePersonKeyringQuery(screens.api, id);
  const action = useKeyringActionMutation(screens.api, id);
  const keyring = query.data;
  if (!keyring) return <QueryState query={query} failed={intl.formatMessage(p.keyringFailed)} testId="keyring-error" />;

  const name = keyring.access.name;
  const suspended = keyring.access.suspendedAt !== null;
  const ownKey = keyring.credentials.some((c) => c.sourceKind === 'PERSON' && c.revokedAt === null);
  const revocable = ownKey || keyring.access.directAuthorizations > 0;
  const canUpdate = permissions.can(screens.update);

  const run = async (step: KeyringAction) => {
    const question =
      step === 'revoke'
        ? { confirmationMessage: m.revokeConfirm, confirmationNote: intl.formatMessage(p.revokeNote) }
        : step === 'suspend'
          ? { confirmationMessage: intl.formatMessage(p.suspendConfirm, { name }), confirmationNote: p.suspendNote }
          : null;
    if (question) {
      const yes = await ask({
        id: `keyring-${step}-${id}`,
        ...question,
        confirmBtnText: m.yes,
        cancelBtnText: m.no,
        confirmationType: 'warning',
      });
      if (!yes) return;
    }
    try {
      await action.mutateAsync(step);
      toast.success(
        intl.formatMessage(step === 'suspend' ? p.suspended : step === 'resume' ? p.resumed : p.revoked, { name }),
      );
    } catch (error) {
      toast.error(error);
    }
  };
  const busy = (step: KeyringAction) => action.isPending && action.variables === step;

  return (
    <Stack gap="lg" data-testid="person-management" data-suspended={suspended}>
      <PersonAccessHeader access={keyring.access} screens={screens} can={permissions.can} current="management" />
      <Card withBorder padding="md" maw={820}>
        <Stack gap="md">
          <Text size="sm">{intl.formatMessage(p.managementIntro, { name })}</Text>
          {canUpdate && (
            <Group gap="sm">
              {suspended ? (
                <Button loading={busy('resume')} onClick={() => void run('resume')} data-testid="keyring-resume">
                  {intl.formatMessage(p.resume)}
                </Button>
              ) : (
                <Button
                  color="red"
                  loading={busy('suspend')}
                  onClick={() => void run('suspend')}
                  data-testid="keyring-suspend"
                >
                  {intl.formatMessage(p.suspend)}
                </Button>
              )}
              <Button
                variant="light"
                color="red"
                disabled={!revocable}
                loading={busy('revoke')}
                onClick={() => void run('revoke')}
                data-testid="keyring-revoke"
              >
                {intl.formatMessage(p.revoke)}
              </Button>
            </Group>
          )}
          {!revocable && (
            <Text size="sm" c="gray.7" data-testid="keyring-nothing-to-revoke">
              {intl.formatMessage(p.nothingToRevoke)}
            </Text>
          )}
        </Stack>
      </Card>
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
