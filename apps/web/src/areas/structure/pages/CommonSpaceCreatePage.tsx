import { useToast } from '@lintel/ui';
import { Alert, Badge, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { useCreateCommonSpaceMutation } from '../api/common-spaces.ts';
import { commonSpaceMessages as c } from '../common-spaces.messages.ts';
import { CommonSpaceForm } from '../components/CommonSpaceForm.tsx';
import { purposeLabel, purposeOf } from '../components/purpose.ts';

/** new common area / new maintenance area (modal): the business purpose comes from the URL. */
export default function CommonSpaceCreatePage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const stack = useModalStack();
  const params = useParams();
  const purpose = purposeOf(params.businessPurpose);
  const create = useCreateCommonSpaceMutation();
  if (!purpose) {
    return (
      <Alert color="red" variant="light" data-testid="area-unknown-purpose">
        {intl.formatMessage(c.unknownPurpose, { purpose: params.businessPurpose ?? '' })}
      </Alert>
    );
  }

  const save = async (values: Parameters<typeof create.mutateAsync>[0]) => {
    // A refusal goes back to the form, which shows it next to the field.
    const space = await create.mutateAsync(values);
    toast.success(intl.formatMessage(c.created, { name: space.name }));
    navigate(href('cbr.living.commonSpace.details', { id: space.id, businessPurpose: space.businessPurpose }), {
      replace: true,
      state: stack.state ? { modal: stack.state } : null,
    });
  };

  return (
    <CommonSpaceForm
      saving={create.isPending}
      onSave={(values) => save({ ...values, businessPurpose: purpose })}
      extra={
        <Group gap="xs">
          <Text size="sm" c="gray.7">
            {intl.formatMessage(c.businessPurpose)}
          </Text>
          <Badge variant="light" data-testid="area-purpose">
            {intl.formatMessage(purposeLabel[purpose])}
          </Badge>
        </Group>
      }
    />
  );
}
