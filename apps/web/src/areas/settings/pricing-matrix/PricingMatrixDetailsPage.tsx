import {
  MATRIX_MONTH_MAX,
  type MatrixBody,
  matrixBody,
  type PremiumType,
  type PricingMatrix,
  unusualPremium,
} from '@lintel/contracts/settings/pricing-matrix';
import { specGates } from '@lintel/permissions';
import { AmountInput, FormField, MoneyInput, TrashIcon, useConfirm, useSchemaForm, useToast } from '@lintel/ui';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type FieldError, type FieldErrors, useFieldArray, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { ActionsHeader } from '../../../app/kit/ActionsHeader.tsx';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { RequireContext } from '../../../app/pages/MissingContext.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import {
  useDeleteMatrixMutation,
  useMatrixQuery,
  useSaveMatrixMutation,
  useUnitTypesWithMatrixQuery,
} from '../api/pricing-matrix.ts';
import { settingsMessages as m } from '../messages.ts';
import { settingsPaths } from '../paths.ts';

/** The form holds the body itself, so the server's issue paths (matrix.rows.2.premiumValue) are its fields. */
type FormRow = { month: number; premiumType: PremiumType; premiumValue: number | null };
type MatrixForm = { matrix: { rows: FormRow[] }; unitTypeIds: string[] };

const newRows = (): FormRow[] =>
  Array.from({ length: 12 }, (_, i) => ({ month: i + 1, premiumType: 'percent' as const, premiumValue: 0 }));

/** A row-level message (months twice, no month) sits on the rows themselves or their root. */
function rowsError(errors: FieldErrors<MatrixForm>): string | undefined {
  const rows = errors.matrix?.rows as (FieldErrors<FormRow[]> & { message?: string; root?: FieldError }) | undefined;
  return rows?.root?.message ?? rows?.message;
}

function MatrixEditor({ matrix, editable }: { matrix: PricingMatrix | null; editable: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const unitTypes = useUnitTypesWithMatrixQuery();
  const form = useSchemaForm<MatrixForm, MatrixBody>(matrixBody as never, {
    defaultValues: {
      matrix: { rows: matrix ? matrix.matrix.rows : newRows() },
      unitTypeIds: matrix?.unitTypes.map((t) => t.id) ?? [],
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'matrix.rows' });
  const saved = useFormFrame(form, useSaveMatrixMutation(matrix?.id), {
    onSaved: () => {
      toast.success(m.matrixSaved);
      navigate(settingsPaths.pricingMatrices());
    },
  });
  const confirm = useConfirm();
  const remove = useDeleteMatrixMutation();
  // Premiums outside the usual range are allowed but most likely a slip (150 for 1.5): ask first.
  const frame = {
    ...saved,
    submit: async (body: MatrixBody) => {
      const unusual = body.matrix.rows.filter(unusualPremium).map((row) => row.month);
      if (unusual.length) {
        const yes = await confirm({
          id: 'pricing-matrix-unusual-premiums',
          confirmationMessage: intl.formatMessage(m.unusualConfirm, {
            count: unusual.length,
            months: unusual.sort((a, b) => a - b).join(', '),
          }),
          confirmBtnText: m.yesSave,
          cancelBtnText: m.noGoBack,
          confirmationType: 'warning',
        });
        if (!yes) return;
      }
      await saved.submit(body);
    },
  };
  const deleteMatrix = async (id: string) => {
    const yes = await confirm({
      id: `delete-pricing-matrix-${id}`,
      confirmationMessage: m.deleteMatrixConfirm,
      confirmationNote: intl.formatMessage(m.deleteMatrixNote, { count: matrix?.unitTypes.length ?? 0 }),
      confirmBtnText: m.yes,
      cancelBtnText: m.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      // Nothing is left to lose once the matrix is gone.
      saved.guard.release();
      await remove.mutateAsync(id);
      toast.success(m.matrixDeleted);
      navigate(settingsPaths.pricingMatrices());
    } catch (error) {
      saved.guard.arm();
      toast.error(error);
    }
  };
  const { errors } = form.formState;
  const rowsProblem = rowsError(errors);

  return (
    <FormFrame form={form} frame={frame} data-testid="matrix-editor">
      <Stack gap="md" maw={760}>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            {intl.formatMessage(m.unitTypes)}
          </Title>
          {unitTypes.data ? (
            <FormField
              name="unitTypeIds"
              render={(field) => {
                const selected = (field.value as string[]) ?? [];
                return (
                  <Stack gap={6}>
                    {unitTypes.data.content.map((type) => (
                      <Checkbox
                        key={type.id}
                        label={
                          type.pricingMatrixId && type.pricingMatrixId !== matrix?.id
                            ? `${type.name} ${intl.formatMessage(m.unitTypeHasOther)}`
                            : type.name
                        }
                        checked={selected.includes(type.id)}
                        disabled={!editable}
                        onChange={(event) =>
                          field.onChange(
                            event.currentTarget.checked
                              ? [...selected, type.id]
                              : selected.filter((id) => id !== type.id),
                          )
                        }
                        data-testid={`unit-type-${type.name}`}
                      />
                    ))}
                    {field.error && (
                      <Text size="sm" c="red.8" role="alert" data-testid="matrix-unit-types-error">
                        {field.error}
                      </Text>
                    )}
                  </Stack>
                );
              }}
            />
          ) : (
            <Skeleton h={80} />
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{intl.formatMessage(m.month)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.premiumType)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.premium)}</Table.Th>
                  <ActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.fields.map((row, index) => (
                  <MatrixRowFields key={row.id} index={index} editable={editable} onRemove={() => rows.remove(index)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {rowsProblem && (
            <Text size="sm" c="red.8" mt="xs" role="alert" data-testid="matrix-rows-error">
              {rowsProblem}
            </Text>
          )}
          {editable && rows.fields.length < MATRIX_MONTH_MAX ? (
            <Button
              mt="xs"
              size="xs"
              variant="subtle"
              onClick={() => {
                const months = form.getValues('matrix.rows').map((r) => (Number.isFinite(r.month) ? r.month : 0));
                rows.append({
                  month: Math.min(MATRIX_MONTH_MAX, Math.max(0, ...months) + 1),
                  premiumType: 'percent',
                  premiumValue: 0,
                });
              }}
            >
              {intl.formatMessage(m.addMonth)}
            </Button>
          ) : null}
        </Paper>
        <Group>
          {editable ? (
            <Button type="submit" loading={frame.saving} data-testid="matrix-save">
              {intl.formatMessage(m.save)}
            </Button>
          ) : null}
          <Button component={Link} to={settingsPaths.pricingMatrices()} variant="default">
            {intl.formatMessage(m.back)}
          </Button>
          {editable && matrix ? (
            <Button
              variant="light"
              color="red"
              ml="auto"
              loading={remove.isPending}
              onClick={() => void deleteMatrix(matrix.id)}
              data-testid="matrix-delete"
            >
              {intl.formatMessage(m.deleteMatrix)}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </FormFrame>
  );
}

/** One month of the matrix: each cell shows its own refusal. */
function MatrixRowFields({ index, editable, onRemove }: { index: number; editable: boolean; onRemove: () => void }) {
  const intl = useIntl();
  const { setValue, watch } = useFormContext<MatrixForm>();
  const month = watch(`matrix.rows.${index}.month`);
  const type = watch(`matrix.rows.${index}.premiumType`);
  const premiumLabel = `${intl.formatMessage(m.premium)} ${Number.isFinite(month) ? month : index + 1}`;
  return (
    <Table.Tr>
      <Table.Td w={110} style={{ verticalAlign: 'top' }}>
        <FormField
          name={`matrix.rows.${index}.month`}
          render={(field) => (
            <NumberInput
              aria-label={intl.formatMessage(m.month)}
              value={typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
              onBlur={field.onBlur}
              error={field.error}
              allowDecimal={false}
              clampBehavior="none"
              disabled={!editable || field.disabled}
              size="xs"
            />
          )}
        />
      </Table.Td>
      <Table.Td w={150} style={{ verticalAlign: 'top' }}>
        <FormField
          name={`matrix.rows.${index}.premiumType`}
          render={(field) => (
            <Select
              aria-label={intl.formatMessage(m.premiumType)}
              data={[
                { value: 'percent', label: intl.formatMessage(m.percent) },
                { value: 'amount', label: intl.formatMessage(m.amount) },
              ]}
              value={field.value as PremiumType}
              allowDeselect={false}
              onChange={(value) => {
                field.onChange(value ?? 'percent');
                // A percentage is not an amount: the premium starts again from zero.
                setValue(`matrix.rows.${index}.premiumValue`, 0, { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              disabled={!editable || field.disabled}
              size="xs"
            />
          )}
        />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <FormField
          name={`matrix.rows.${index}.premiumValue`}
          render={(field) =>
            type === 'percent' ? (
              <AmountInput
                aria-label={premiumLabel}
                value={field.value as number | null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={field.error}
                rightSection="%"
                disabled={!editable || field.disabled}
                size="xs"
              />
            ) : (
              <MoneyInput
                aria-label={premiumLabel}
                value={field.value as number | null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={field.error}
                disabled={!editable || field.disabled}
                size="xs"
              />
            )
          }
        />
      </Table.Td>
      <Table.Td w={40} style={{ verticalAlign: 'top' }}>
        {editable ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={intl.formatMessage(m.removeMonth, { month: Number.isFinite(month) ? month : index + 1 })}
            onClick={onRemove}
          >
            <TrashIcon />
          </ActionIcon>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

function Details() {
  const intl = useIntl();
  const { id } = useParams();
  const { can, loading } = usePermissions();
  const editable = can({ key: 'CBR_UNIT_TYPES_CREATE' });
  const matrix = useMatrixQuery(id);
  if (loading) return <Skeleton h={300} />;
  if (!can(specGates.communitySettingsPricingMatrix))
    return <Text c="dimmed">{intl.formatMessage(m.nothingPermitted)}</Text>;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {intl.formatMessage(id ? m.detailsEditTitle : m.detailsNewTitle)}
      </Title>
      {id && matrix.isError ? (
        <Alert color="red" variant="light">
          {matrix.error.message}
        </Alert>
      ) : id && !matrix.data ? (
        <Skeleton h={300} />
      ) : (
        <MatrixEditor key={id ?? 'new'} matrix={matrix.data ?? null} editable={editable} />
      )}
    </Stack>
  );
}

export default function PricingMatrixDetailsPage() {
  return (
    <RequireContext customer community>
      <Details />
    </RequireContext>
  );
}
