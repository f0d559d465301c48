import {
  everyPremiumZero,
  MATRIX_MONTH_MAX,
  type MatrixBody,
  matrixBody,
  type PremiumType,
  type PricingMatrix,
  unusualPremium,
} from '@lintel/contracts/settings/pricing-matrix';
import { specGates } from '@lintel/permissions';
import { AmountInput, TrashIcon, useConfirm, useToast } from '@lintel/ui';
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
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { ActionsHeader } from '../../../app/kit/ActionsHeader.tsx';
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

type Row = { key: number; month: number; premiumType: PremiumType; premiumValue: number | null };

let nextKey = 0;
const keyed = (row: Omit<Row, 'key'>): Row => ({ ...row, key: nextKey++ });

const newRows = (): Row[] =>
  Array.from({ length: 12 }, (_, i) => keyed({ month: i + 1, premiumType: 'percent', premiumValue: 0 }));

function MatrixEditor({ matrix, editable }: { matrix: PricingMatrix | null; editable: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const unitTypes = useUnitTypesWithMatrixQuery();
  const confirm = useConfirm();
  const save = useSaveMatrixMutation(matrix?.id);
  const remove = useDeleteMatrixMutation();
  const [rows, setRows] = useState<Row[]>(() => (matrix ? matrix.matrix.rows.map(keyed) : newRows()));
  const [selected, setSelected] = useState<string[]>(() => matrix?.unitTypes.map((t) => t.id) ?? []);
  const [errors, setErrors] = useState<string[]>([]);

  const setRow = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  /** What makes the matrix empty, in the user's words (the shared schema refuses the same on the server). */
  const emptiness = (): string[] => {
    const problems: string[] = [];
    if (selected.length === 0) problems.push(intl.formatMessage(m.emptyNoUnitTypes));
    if (rows.length === 0) problems.push(intl.formatMessage(m.emptyNoMonths));
    else if (everyPremiumZero(rows)) problems.push(intl.formatMessage(m.emptyAllZero));
    return problems;
  };
  const submit = async () => {
    const problems = emptiness();
    if (problems.length) {
      setErrors(problems);
      return;
    }
    const body = {
      matrix: { rows: rows.map(({ key: _key, ...r }) => ({ ...r, premiumValue: r.premiumValue ?? Number.NaN })) },
      unitTypeIds: selected,
    };
    const parsed = matrixBody.safeParse(body);
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
      return;
    }
    setErrors([]);
    // Allowed, but most likely a slip (150 for 1.5, say): ask before saving.
    const unusual = parsed.data.matrix.rows.filter(unusualPremium).map((row) => row.month);
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
    try {
      await save.mutateAsync(parsed.data as MatrixBody);
      toast.success(m.matrixSaved);
      navigate(settingsPaths.pricingMatrices());
    } catch (error) {
      toast.error(error);
    }
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
      await remove.mutateAsync(id);
      toast.success(m.matrixDeleted);
      navigate(settingsPaths.pricingMatrices());
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Stack gap="md" maw={760} data-testid="matrix-editor">
      <Paper withBorder radius="md" p="md">
        <Title order={4} mb="xs">
          {intl.formatMessage(m.unitTypes)}
        </Title>
        {unitTypes.data ? (
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
                onChange={(event) => {
                  // Read now: React clears currentTarget before the updater runs.
                  const on = event.currentTarget.checked;
                  setSelected((current) => (on ? [...current, type.id] : current.filter((id) => id !== type.id)));
                }}
                data-testid={`unit-type-${type.name}`}
              />
            ))}
          </Stack>
        ) : (
          <Skeleton h={80} />
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.month)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.premiumType)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.premium)}</Table.Th>
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.key}>
                <Table.Td w={120}>
                  <NumberInput
                    aria-label={intl.formatMessage(m.month)}
                    value={row.month}
                    min={1}
                    max={MATRIX_MONTH_MAX}
                    allowDecimal={false}
                    onChange={(value) => setRow(index, { month: Number(value) })}
                    disabled={!editable}
                    size="xs"
                  />
                </Table.Td>
                <Table.Td w={160}>
                  <Select
                    aria-label={intl.formatMessage(m.premiumType)}
                    data={[
                      { value: 'percent', label: intl.formatMessage(m.percent) },
                      { value: 'amount', label: intl.formatMessage(m.amount) },
                    ]}
                    value={row.premiumType}
                    allowDeselect={false}
                    onChange={(value) =>
                      setRow(index, { premiumType: (value ?? 'percent') as PremiumType, premiumValue: 0 })
                    }
                    disabled={!editable}
                    size="xs"
                  />
                </Table.Td>
                <Table.Td>
                  {row.premiumType === 'percent' ? (
                    <NumberInput
                      aria-label={`${intl.formatMessage(m.premium)} ${row.month}`}
                      value={row.premiumValue ?? ''}
                      decimalScale={2}
                      suffix="%"
                      onChange={(value) => setRow(index, { premiumValue: value === '' ? null : Number(value) })}
                      disabled={!editable}
                      size="xs"
                    />
                  ) : (
                    <AmountInput
                      aria-label={`${intl.formatMessage(m.premium)} ${row.month}`}
                      value={row.premiumValue === null ? null : row.premiumValue / 100}
                      onChange={(value) =>
                        setRow(index, { premiumValue: value === null ? null : Math.round(value * 100) })
                      }
                      disabled={!editable}
                      size="xs"
                    />
                  )}
                </Table.Td>
                <Table.Td w={40}>
                  {editable ? (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={intl.formatMessage(m.removeMonth, { month: row.month })}
                      onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                    >
                      <TrashIcon />
                    </ActionIcon>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {editable && rows.length < MATRIX_MONTH_MAX ? (
          <Button
            mt="xs"
            size="xs"
            variant="subtle"
            onClick={() =>
              setRows((current) => [
                ...current,
                keyed({
                  month: Math.min(MATRIX_MONTH_MAX, Math.max(0, ...current.map((r) => r.month)) + 1),
                  premiumType: 'percent',
                  premiumValue: 0,
                }),
              ])
            }
          >
            {intl.formatMessage(m.addMonth)}
          </Button>
        ) : null}
      </Paper>
      {errors.length ? (
        <Alert color="red" variant="light" data-testid="matrix-errors">
          {errors.map((error) => (
            <Text size="sm" key={error}>
              {error}
            </Text>
          ))}
        </Alert>
      ) : null}
      <Group>
        {editable ? (
          <Button onClick={() => void submit()} loading={save.isPending} data-testid="matrix-save">
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
