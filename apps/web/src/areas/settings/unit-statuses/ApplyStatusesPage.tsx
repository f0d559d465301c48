import { specGates } from '@lintel/permissions';
import { useConfirm, useToast } from '@lintel/ui';
import { Alert, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { RequireContext } from '../../../app/pages/MissingContext.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useApplyTargetsQuery, useApplyToMutation } from '../api/unit-statuses.ts';
import { settingsMessages as m } from '../messages.ts';
import { settingsPaths } from '../paths.ts';

/** structure.unit.statuses.bulk: copies this community's statuses to chosen communities of the customer. */
function ApplyStatuses() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { community } = useWorkContext();
  const targets = useApplyTargetsQuery();
  const apply = useApplyToMutation();
  const [chosen, setChosen] = useState<string[]>([]);

  const submit = async () => {
    const yes = await confirm({
      id: 'apply-statuses',
      confirmationMessage: intl.formatMessage(m.bulkConfirm, { count: chosen.length }),
      confirmBtnText: intl.formatMessage(m.bulkApply),
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      const { applied } = await apply.mutateAsync(chosen);
      toast.success(intl.formatMessage(m.bulkDone, { count: applied }));
      navigate(settingsPaths.unitStatuses());
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {intl.formatMessage(m.bulkTitle)}
      </Title>
      <Text>{intl.formatMessage(m.bulkIntro, { community: community?.name ?? '' })}</Text>
      {targets.isError ? (
        <Alert color="red" variant="light" title={intl.formatMessage(m.loadFailed)}>
          {targets.error.message}
        </Alert>
      ) : !targets.data ? (
        <Skeleton h={120} />
      ) : targets.data.content.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage(m.bulkNone)}</Text>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap={6}>
            {targets.data.content.map((target) => (
              <Checkbox
                key={target.id}
                label={target.name}
                checked={chosen.includes(target.id)}
                onChange={(event) => {
                  // Read now: React clears currentTarget before the updater runs.
                  const on = event.currentTarget.checked;
                  setChosen((current) => (on ? [...current, target.id] : current.filter((id) => id !== target.id)));
                }}
              />
            ))}
          </Stack>
        </Paper>
      )}
      <Group>
        <Button disabled={chosen.length === 0} loading={apply.isPending} onClick={() => void submit()}>
          {intl.formatMessage(m.bulkApply)}
        </Button>
        <Button component={Link} to={settingsPaths.unitStatuses()} variant="default">
          {intl.formatMessage(m.back)}
        </Button>
      </Group>
    </Stack>
  );
}

function Gate() {
  const intl = useIntl();
  const { can, loading } = usePermissions();
  if (loading) return <Skeleton h={200} />;
  if (!can(specGates.communitySettingsUnitStatusesEdit)) return <Text>{intl.formatMessage(m.nothingPermitted)}</Text>;
  return <ApplyStatuses />;
}

export default function ApplyStatusesPage() {
  return (
    <RequireContext customer community>
      <Gate />
    </RequireContext>
  );
}
