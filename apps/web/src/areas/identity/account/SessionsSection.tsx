import type { AccountSession } from '@lintel/contracts/auth';
import { useConfirm, useToast } from '@lintel/ui';
import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useAccountSessionsQuery, useRevokeSessionMutation, useSignOutOthersMutation } from '../api/account.ts';
import { accountMessages as m } from '../messages.ts';
import { dateTime, deviceLabel } from './deviceLabel.ts';
import { Section } from './Section.tsx';

function SessionRow({ session, onSignOut, busy }: { session: AccountSession; onSignOut: () => void; busy: boolean }) {
  const intl = useIntl();
  const label = deviceLabel(intl, session);
  const details = [
    session.ip ? intl.formatMessage(m.ip, { ip: session.ip }) : intl.formatMessage(m.ipUnknown),
    session.current
      ? intl.formatMessage(m.activeNow)
      : intl.formatMessage(m.lastSeen, { date: intl.formatDate(session.lastSeenAt, dateTime) }),
    intl.formatMessage(m.signedInAt, { date: intl.formatDate(session.createdAt, dateTime) }),
  ];
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="session-row" data-current={session.current}>
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {label}
          </Text>
          {session.current ? (
            <Badge size="sm" variant="light" color="lintel">
              {intl.formatMessage(m.thisSession)}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="gray.7">
          {details.join(' · ')}
        </Text>
      </Stack>
      {session.current ? null : (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={onSignOut}
          disabled={busy}
          aria-label={intl.formatMessage(m.signOutSessionLabel, { device: label })}
        >
          {intl.formatMessage(m.signOutSession)}
        </Button>
      )}
    </Group>
  );
}

/** Active sessions: where one is signed in, the current one first; sign out one, or all the others. */
export function SessionsSection() {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const sessions = useAccountSessionsQuery();
  const revoke = useRevokeSessionMutation();
  const signOutOthers = useSignOutOthersMutation();
  const list = sessions.data?.sessions;
  const others = list?.filter((s) => !s.current).length ?? 0;
  const busy = revoke.isPending || signOutOthers.isPending;

  const signOut = async (session: AccountSession) => {
    const device = deviceLabel(intl, session);
    const yes = await ask({
      id: 'sign-out-session',
      confirmationMessage: intl.formatMessage(m.signOutSessionConfirm, { device }),
      confirmBtnText: intl.formatMessage(m.signOutSession),
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await revoke.mutateAsync(session.id);
      toast.success(intl.formatMessage(m.sessionSignedOut));
    } catch (error) {
      toast.error(error);
    }
  };

  const signOutEverywhereElse = async () => {
    const yes = await ask({
      id: 'sign-out-others',
      confirmationMessage: intl.formatMessage(m.signOutOthersConfirm),
      confirmBtnText: intl.formatMessage(m.signOutOthers),
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      const { revoked } = await signOutOthers.mutateAsync(undefined);
      toast.success(intl.formatMessage(m.othersSignedOut, { count: revoked }));
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Section
      title={intl.formatMessage(m.sessionsTitle)}
      help={intl.formatMessage(m.sessionsHelp)}
      testId="account-sessions"
    >
      {!list ? (
        <QueryState query={sessions} failed={intl.formatMessage(m.sessionsFailed)} testId="sessions-error" />
      ) : (
        <>
          <Stack gap="sm">
            {list.map((session, index) => (
              <Fragment key={session.id}>
                {index > 0 ? <Divider /> : null}
                <SessionRow session={session} busy={busy} onSignOut={() => void signOut(session)} />
              </Fragment>
            ))}
          </Stack>
          {others === 0 ? (
            <Text size="sm" c="dimmed" data-testid="sessions-empty">
              {intl.formatMessage(m.noOtherSessions)}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              color="red"
              onClick={() => void signOutEverywhereElse()}
              disabled={others === 0 || busy}
              loading={signOutOthers.isPending}
            >
              {intl.formatMessage(m.signOutOthers)}
            </Button>
          </Group>
        </>
      )}
    </Section>
  );
}
