import type { HolderKind } from '@lintel/contracts/access/common';
import type { Chain } from '@lintel/contracts/access/doors';
import { useToast } from '@lintel/ui';
import { Alert, Button, Card, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryError } from '../../../app/kit/QueryState.tsx';
import { SearchSelect } from '../../../app/kit/SearchSelect.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useHolderChoicesQuery, usePresentMutation, useWhyQuery } from '../api/doors.ts';
import { accessMessages as m } from '../messages.ts';
import { ChainSteps } from './ChainSteps.tsx';
import { accessStatuses, credentialName, DATE_TIME, holderKinds, sourceKinds } from './states.ts';

interface Holder {
  holderKind: HolderKind;
  holderId: string;
  name: string;
  credentials: { id: string; label: string; revoked: boolean }[];
}

const holderKey = (h: { holderKind: string; holderId: string }) => `${h.holderKind}:${h.holderId}`;

/**
 * "Why?": pick a person, see whether they can open the door at the instant and why, each grant that
 * reaches it link by link (the failing links with their note); then present one of their credentials
 * at the (simulated) door and see whether it opened.
 */
export function WhyPanel({ lockId, doorName, at }: { lockId: string; doorName: string; at: string | null }) {
  const intl = useIntl();
  const [holderQuery, setHolderQuery] = useState('');
  const holders = useHolderChoicesQuery(holderQuery);
  const [holder, setHolder] = useState<Holder | null>(null);
  const why = useWhyQuery(lockId, holder, at);

  const options = (holders.data ?? []).map((h) => ({
    value: holderKey(h),
    label: intl.formatMessage(m.personOption, { name: h.name, kind: intl.formatMessage(holderKinds[h.holderKind]) }),
  }));
  const choose = (value: string | null) => {
    const found = holders.data?.find((h) => holderKey(h) === value);
    setHolder(found ? { ...found } : null);
  };

  return (
    <Card withBorder padding="md" data-testid="why-panel">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {intl.formatMessage(m.why)}
          </Title>
          <Text size="sm" c="gray.7">
            {intl.formatMessage(m.whyIntro)}
          </Text>
        </Stack>
        <Stack gap={4} maw={420}>
          <SearchSelect
            label={intl.formatMessage(m.person)}
            placeholder={intl.formatMessage(m.personSearch)}
            options={options}
            onQueryChange={setHolderQuery}
            value={holder ? holderKey(holder) : null}
            onChange={choose}
            nothingFound={intl.formatMessage(m.noPeople)}
            error={holders.isError ? intl.formatMessage(m.peopleFailed) : undefined}
            testId="holder-picker"
          />
        </Stack>
        {holder && why.isError && (
          <QueryError
            title={intl.formatMessage(m.whyFailed)}
            error={why.error}
            onRetry={() => why.refetch()}
            testId="why-error"
          />
        )}
        {holder && why.data && (
          <Stack gap="sm" data-testid="why-result">
            <Alert
              color={why.data.canOpen ? 'teal' : 'red'}
              variant="light"
              data-testid="why-verdict"
              data-can-open={why.data.canOpen}
            >
              {intl.formatMessage(why.data.canOpen ? m.canOpen : m.cannotOpen, {
                name: why.data.holderName,
                door: why.data.deviceName || doorName,
                at: intl.formatDate(why.data.at, DATE_TIME),
              })}
            </Alert>
            {why.data.chains.length === 0 ? (
              <Text size="sm" c="gray.7" data-testid="why-nothing">
                {intl.formatMessage(m.nothingGrants, { name: why.data.holderName })}
              </Text>
            ) : (
              why.data.chains.map((chain) => <WhyChain key={`${chain.grantId}:${chain.credentialId}`} chain={chain} />)
            )}
          </Stack>
        )}
        {holder && <PresentCredential key={holderKey(holder)} lockId={lockId} credentials={holder.credentials} />}
      </Stack>
    </Card>
  );
}

/** One grant of the person that reaches the door: its source, credential, status and links. */
function WhyChain({ chain }: { chain: Chain }) {
  const intl = useIntl();
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="why-chain"
      data-can-open={chain.canOpen}
      style={chain.canOpen ? undefined : { borderColor: 'var(--mantine-color-red-6)' }}
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={600}>
            {intl.formatMessage(sourceKinds[chain.sourceKind])} ·{' '}
            {credentialName(intl, chain.credentialKind, chain.credentialLabel)}
          </Text>
          <StatusBadge map={accessStatuses} state={chain.status} />
          <Text size="sm" fw={600} c={chain.canOpen ? 'teal.9' : 'red.9'}>
            {intl.formatMessage(chain.canOpen ? m.chainOpens : m.chainBlocked)}
          </Text>
        </Group>
        <ChainSteps links={chain.links} detailed />
      </Stack>
    </Paper>
  );
}

/** Presents one of the person's credentials at the door: the lock decides from what it holds. */
function PresentCredential({ lockId, credentials }: { lockId: string; credentials: Holder['credentials'] }) {
  const intl = useIntl();
  const toast = useToast();
  const present = usePresentMutation(lockId);
  const [credentialId, setCredentialId] = useState<string | null>(
    credentials.find((c) => !c.revoked)?.id ?? credentials[0]?.id ?? null,
  );
  if (credentials.length === 0) {
    return (
      <Text size="sm" c="gray.7" data-testid="present-none">
        {intl.formatMessage(m.noCredentialsHeld)}
      </Text>
    );
  }
  const send = async () => {
    if (!credentialId) return;
    try {
      await present.mutateAsync(credentialId);
    } catch (error) {
      toast.error(error);
    }
  };
  const result = present.data;
  return (
    <Stack gap="sm" data-testid="present">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={intl.formatMessage(m.presentCredential)}
          data={credentials.map((c) => ({
            value: c.id,
            label: c.revoked ? intl.formatMessage(m.revokedCredential, { label: c.label }) : c.label,
          }))}
          value={credentialId}
          onChange={(value) => {
            setCredentialId(value);
            present.reset();
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 320 }}
          data-testid="present-credential"
        />
        <Button
          onClick={() => void send()}
          loading={present.isPending}
          disabled={!credentialId}
          data-testid="present-submit"
        >
          {intl.formatMessage(m.present)}
        </Button>
      </Group>
      {result && (
        <Alert
          color={result.opened ? 'teal' : 'red'}
          variant="light"
          aria-live="polite"
          data-testid="present-result"
          data-opened={result.opened}
        >
          {intl.formatMessage(result.opened ? m.doorOpened : m.doorStayedShut, {
            at: intl.formatDate(result.at, DATE_TIME),
          })}
        </Alert>
      )}
    </Stack>
  );
}
