import { notifications as contract } from '@lintel/contracts';
import type { Audience } from '@lintel/contracts/notifications';
import { ActionFooter, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Checkbox, Paper, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { useAudienceQuery, useSaveAudienceMutation } from '../api/settings.ts';
import { notificationMessages as m } from '../messages.ts';

/** The audience call's own body schema. */
const audienceForm = contract.putAudience.body;

function AudienceEditor({ audience }: { audience: Audience }) {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const save = useSaveAudienceMutation(audience.categoryId);
  const form = useSchemaForm(audienceForm, {
    defaultValues: {
      name: audience.name,
      profileIds: audience.members.filter((member) => member.selected).map((member) => member.profileId),
    },
  });
  const chosen = form.watch('profileIds');
  const all = audience.members.map((member) => member.profileId);
  const setChosen = (ids: string[]) => form.setValue('profileIds', ids, { shouldDirty: true, shouldValidate: true });

  // What the user typed and ticked stays for another try; closing with changes asks first.
  const frame = useFormFrame(form, save, {
    onSaved: () => {
      toast.success(m.audienceSaved);
      stack.close();
    },
  });

  return (
    <FormFrame form={form} frame={frame} data-testid="audience-form">
      <Stack gap="md">
        <FormTextInput name="name" label={intl.formatMessage(m.audienceName)} withAsterisk maxLength={100} />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {intl.formatMessage(m.audienceMembers)}
          </Text>
          {audience.customised ? null : (
            <Text size="sm" c="dimmed" data-testid="audience-everyone">
              {intl.formatMessage(m.audienceEveryone)}
            </Text>
          )}
          {audience.members.length === 0 ? (
            <Text c="dimmed" size="sm">
              {intl.formatMessage(m.audienceEmpty)}
            </Text>
          ) : (
            <Paper withBorder radius="md" p="sm">
              <Checkbox
                label={intl.formatMessage(m.audienceSelectAll)}
                checked={chosen.length === all.length}
                indeterminate={chosen.length > 0 && chosen.length < all.length}
                onChange={(event) => setChosen(event.currentTarget.checked ? all : [])}
                mb="sm"
                fw={500}
              />
              <ScrollArea.Autosize mah={420}>
                <Stack gap={8}>
                  {audience.members.map((member) => (
                    <Checkbox
                      key={member.profileId}
                      label={member.fullName}
                      description={member.email}
                      checked={chosen.includes(member.profileId)}
                      onChange={(event) => {
                        // Read now: React clears currentTarget before anything async runs.
                        const on = event.currentTarget.checked;
                        setChosen(on ? [...chosen, member.profileId] : chosen.filter((id) => id !== member.profileId));
                      }}
                      data-testid={`member-${member.email}`}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Paper>
          )}
        </Stack>
      </Stack>
      <ActionFooter
        variant="modal"
        primary={{ label: m.save, type: 'submit', loading: save.isPending }}
        secondary={{ label: m.cancel, onClick: stack.close }}
      />
    </FormFrame>
  );
}

/**
 * community.settings.notifications.audience: who of the community staff gets a category's e-mails.
 * The category id is the path parameter; the audience name rides along as the `name` query value,
 * so the heading shows before the audience arrives.
 */
export default function AudiencePage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { callContext } = useWorkContext();
  const audience = useAudienceQuery(id);
  const name = audience.data?.name ?? search.get('name') ?? '';
  return (
    <Stack gap="md" data-testid="audience">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {audience.data?.categoryName ?? intl.formatMessage(m.audienceTitle)}
        </Title>
        {name ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.audienceOf, { name })}
          </Text>
        ) : null}
      </Stack>
      {audience.isError ? (
        <Alert color="red" variant="light" title={intl.formatMessage(m.audienceFailed)}>
          <Text size="sm">{audience.error.message}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => void audience.refetch()}>
            {intl.formatMessage(m.refresh)}
          </Button>
        </Alert>
      ) : !audience.data ? (
        <Skeleton h={240} data-testid="audience-loading" />
      ) : (
        <AudienceEditor key={`${callContext.communityId}:${id}`} audience={audience.data} />
      )}
    </Stack>
  );
}
