import type { NewLease } from '@lintel/contracts/access/leases';
import { FormTextInput } from '@lintel/ui';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { accessMessages as m } from '../messages.ts';

/** The contract's limit of residents on one lease. */
const MAX_RESIDENTS = 10;

export const emptyResident = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * The residents of a new lease, a repeatable group (first name, last name, email, phone): at least one,
 * at most ten. Each field is bound by its path (`residents.1.email`), so a refusal of the server lands
 * next to the very field it is about.
 */
export function ResidentFields() {
  const intl = useIntl();
  const { control } = useFormContext<NewLease>();
  const { fields, append, remove } = useFieldArray({ control, name: 'residents' });
  const { errors, isSubmitted } = useFormState({ control, name: 'residents' });
  // A refusal about the residents as a whole (none, too many) rather than one of their fields.
  const groupError = isSubmitted ? (errors.residents?.root?.message ?? errors.residents?.message) : undefined;
  return (
    <Stack gap="sm" data-testid="lease-form-residents">
      <Text fw={600} size="sm">
        {intl.formatMessage(m.residents)}
      </Text>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <Paper key={field.id} withBorder p="sm" radius="md" data-testid="lease-form-resident">
            <Group justify="space-between" mb="xs">
              <Text size="sm" fw={600}>
                {intl.formatMessage(m.resident, { number })}
              </Text>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={fields.length <= 1}
                onClick={() => remove(index)}
                aria-label={intl.formatMessage(m.removeResident, { number })}
              >
                {intl.formatMessage(m.removeResident, { number })}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <FormTextInput
                name={`residents.${index}.firstName`}
                label={intl.formatMessage(m.firstName)}
                required
                maxLength={100}
                data-testid={`lease-form-resident-${index}-firstName`}
              />
              <FormTextInput
                name={`residents.${index}.lastName`}
                label={intl.formatMessage(m.lastName)}
                required
                maxLength={100}
                data-testid={`lease-form-resident-${index}-lastName`}
              />
              <FormTextInput
                name={`residents.${index}.email`}
                type="email"
                label={intl.formatMessage(m.email)}
                maxLength={254}
                data-testid={`lease-form-resident-${index}-email`}
              />
              <FormTextInput
                name={`residents.${index}.phone`}
                type="tel"
                label={intl.formatMessage(m.phone)}
                maxLength={30}
                data-testid={`lease-form-resident-${index}-phone`}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
      {groupError && (
        <Text size="sm" c="red.8" role="alert">
          {groupError}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          size="xs"
          disabled={fields.length >= MAX_RESIDENTS}
          onClick={() => append({ ...emptyResident })}
          data-testid="lease-form-add-resident"
        >
          {intl.formatMessage(m.addResident)}
        </Button>
      </Group>
    </Stack>
  );
}
