import type { AccessKeyDetails } from '@lintel/contracts/access/keys';
import { type ConfirmationComponentProps, useConfirm, useToast } from '@lintel/ui';
import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { type RecordColumn, RecordTable } from '../../../app/kit/RecordTable.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { keySettling, useKeyQuery, useTakeBackKeyMutation } from '../api/keys.ts';
import { DetailCard } from '../components/DetailFields.tsx';
import { DetailsHeader } from '../components/DetailsHeader.tsx';
import { GrantsSection } from '../components/GrantsSection.tsx';
import { DATE_TIME, holderKinds, keyStates } from '../components/states.ts';
import { keyMessages as k } from '../keys.messages.ts';
import { accessMessages as m } from '../messages.ts';

type Holding = AccessKeyDetails['holdings'][number];

function holdingColumns(intl: IntlShape): RecordColumn<Holding & { id: string }>[] {
  return [
    { header: intl.formatMessage(k.holder), testId: 'holding-holder', cell: (h) => h.holderName },
    { header: intl.formatMessage(k.kind), cell: (h) => intl.formatMessage(holderKinds[h.holderKind]) },
    { header: intl.formatMessage(k.issuedAt), cell: (h) => intl.formatDate(h.issuedAt, DATE_TIME) },
    {
      header: intl.formatMessage(k.revokedAt),
      testId: 'holding-revoked',
      cell: (h) => (h.revokedAt ? intl.formatDate(h.revokedAt, DATE_TIME) : intl.formatMessage(k.stillHeld)),
    },
  ];
}

/** What the key's state lets one do (part 3 section 4's key states; the gates of section 6, D221). */
function keyActions(key: Pick<AccessKeyDetails, 'state'>, can: { issue: boolean; delete: boolean }) {
  return {
    assign: can.issue && key.state !== 'ISSUED',
    takeBack: can.issue && key.state === 'ISSUED',
    markReturned: can.issue && key.state === 'NOT_RETURNED',
    changeLocations: can.issue,
    delete: can.delete,
  };
}

/**
 * The take-back question's body: whether the key was handed in. Take back stays disabled until one
 * is chosen; the choice is told to `onChoose`.
 */
function HandedInQuestion({
  setConfirmDisabled,
  onChoose,
}: ConfirmationComponentProps & { onChoose: (returned: boolean) => void }) {
  const intl = useIntl();
  const [value, setValue] = useState<string | null>(null);
  return (
    <Radio.Group
      aria-label={intl.formatMessage(k.returnedLabel)}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChoose(next === 'returned');
        setConfirmDisabled(false);
      }}
      data-testid="key-take-back-returned"
    >
      <Stack gap="xs" mt="xs" ta="left">
        <Radio value="returned" label={intl.formatMessage(k.handedIn)} data-testid="key-returned-yes" />
        <Radio value="not-returned" label={intl.formatMessage(k.notHandedIn)} data-testid="key-returned-no" />
      </Stack>
    </Radio.Group>
  );
}

/**
 * /iot/keys/:keyId: one key (number, description, state, holder, locations), its grants with the
 * locks that confirmed them, read every 2 s while a lock has yet to confirm, and who held it before.
 * What its state allows, with the issue and delete keys: assign (not issued), take back (issued,
 * after asking whether it was handed in), mark returned (not returned), change locations, delete.
 */
export default function KeyDetailsPage() {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const permissions = usePermissions();
  const { keyId = '' } = useParams();
  const query = useKeyQuery(keyId);
  const takeBack = useTakeBackKeyMutation(keyId);
  const key = query.data;
  if (!key) return <QueryState query={query} failed={intl.formatMessage(k.keyFailed)} testId="key-error" />;

  const allowed = keyActions(key, {
    issue: permissions.can({ key: 'KEY_CREDENTIAL_ISSUE' }),
    delete: permissions.can({ key: 'KEY_CREDENTIAL_DELETE' }),
  });
  const settling = keySettling(key);
  const none = intl.formatMessage(m.none);
  const when = (value: string | null) => (value ? intl.formatDate(value, DATE_TIME) : none);
  const holder =
    key.holderName && key.holderKind
      ? intl.formatMessage(k.holderOf, { name: key.holderName, kind: intl.formatMessage(holderKinds[key.holderKind]) })
      : intl.formatMessage(k.inStock);

  const askTakeBack = async () => {
    let returned = false;
    const yes = await ask({
      id: `take-back-key-${key.id}`,
      confirmationMessage: k.takeBackQuestion,
      confirmationNote: intl.formatMessage(k.takeBackNote, { name: key.holderName ?? none, number: key.number }),
      // One body for the dialog's whole life (the request does not change while it is shown).
      component: (props) => (
        <HandedInQuestion
          {...props}
          onChoose={(choice) => {
            returned = choice;
          }}
        />
      ),
      isInitialConfirmDisabled: true,
      confirmBtnText: k.takeBack,
      cancelBtnText: m.cancel,
      confirmationType: 'warning',
    });
    return yes ? returned : null;
  };
  const askMarkReturned = async () => {
    const yes = await ask({
      id: `mark-key-returned-${key.id}`,
      confirmationMessage: intl.formatMessage(k.markReturnedQuestion, { number: key.number }),
      confirmationNote: k.markReturnedNote,
      confirmBtnText: k.markReturned,
      cancelBtnText: m.cancel,
      confirmationType: 'success',
    });
    return yes ? true : null;
  };
  const run = async (question: () => Promise<boolean | null>) => {
    const returned = await question();
    if (returned === null) return;
    // The outcome shows in place (the state, the locks confirming): a toast would lie over these buttons.
    try {
      await takeBack.mutateAsync(returned);
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Stack gap="lg" data-testid="key-details" data-key-id={key.id} data-state={key.state}>
      <DetailsHeader
        title={key.number}
        testId="key-title"
        status={
          <>
            {key.description && (
              <Text size="sm" c="gray.7">
                {key.description}
              </Text>
            )}
            <StatusBadge map={keyStates} state={key.state} testId="key-state" />
          </>
        }
        actions={
          <Group gap="sm">
            {allowed.assign && (
              <Button component={Link} to={href('iot.keys.assign', { keyId: key.id })} data-testid="key-assign">
                {intl.formatMessage(k.assignAction)}
              </Button>
            )}
            {allowed.takeBack && (
              <Button
                variant="default"
                loading={takeBack.isPending}
                onClick={() => void run(askTakeBack)}
                data-testid="key-take-back"
              >
                {intl.formatMessage(k.takeBack)}
              </Button>
            )}
            {allowed.markReturned && (
              <Button
                variant="default"
                loading={takeBack.isPending}
                onClick={() => void run(askMarkReturned)}
                data-testid="key-mark-returned"
              >
                {intl.formatMessage(k.markReturned)}
              </Button>
            )}
            {allowed.changeLocations && (
              <Button
                variant="default"
                component={Link}
                to={href('iot.keys.changeLocations', { keyId: key.id })}
                data-testid="key-change-locations"
              >
                {intl.formatMessage(k.changeLocationsTitle)}
              </Button>
            )}
            {allowed.delete && (
              <Button
                variant="light"
                color="red"
                component={Link}
                to={href('iot.keys.delete', { keyId: key.id })}
                data-testid="key-delete"
              >
                {intl.formatMessage(k.delete)}
              </Button>
            )}
          </Group>
        }
      />
      <DetailCard
        fields={[
          [intl.formatMessage(k.number), key.number, 'key-number'],
          [intl.formatMessage(k.description), key.description ?? none, 'key-description'],
          [intl.formatMessage(k.state), intl.formatMessage(keyStates[key.state].label), 'key-state-text'],
          [intl.formatMessage(k.holder), holder, 'key-holder'],
          [intl.formatMessage(k.issuedAt), when(key.issuedAt), 'key-issued-at'],
          [intl.formatMessage(m.locations), key.locationNames.join(', ') || none, 'key-locations'],
          [intl.formatMessage(k.created), when(key.createdAt)],
          [intl.formatMessage(k.updated), when(key.updatedAt)],
        ]}
      />
      <GrantsSection
        query={query}
        grants={key.grants}
        settling={settling}
        failed={intl.formatMessage(k.keyFailed)}
        testId="key"
        withHolder
        end="revokedAt"
        title={intl.formatMessage(k.keyGrants)}
        empty={intl.formatMessage(k.noKeyGrants)}
      />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {intl.formatMessage(k.holdings)}
        </Title>
        <RecordTable
          query={query}
          rows={key.holdings.map((h) => ({ ...h, id: `${h.credentialId}:${h.issuedAt}` }))}
          columns={holdingColumns(intl)}
          failed={intl.formatMessage(k.keyFailed)}
          empty={intl.formatMessage(k.noHoldings)}
          testId="holdings"
          rowTestId="holding-row"
          label={intl.formatMessage(k.holdingsLabel)}
          maw={900}
        />
      </Stack>
    </Stack>
  );
}
