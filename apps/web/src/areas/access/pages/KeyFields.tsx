import type { access } from '@lintel/contracts';
import type { ResponseOf } from '@lintel/contracts/endpoint';
import { FormField } from '@lintel/ui';
import { Alert } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { type SearchOption, SearchSelect } from '../../../app/kit/SearchSelect.tsx';
import type { KeyHolder } from '../api/keys.ts';
import { holderKinds } from '../components/states.ts';
import { keyMessages as k } from '../keys.messages.ts';

/*
 * The fields take the page's read of their choices (and tell it what is typed) rather than reading
 * them: a shared field calling an API hook would keep the first test file's mock of it for the files
 * after (the ui tests share modules).
 */

/** A read of a field's choices, as far as the field needs it. */
interface Choices<T> {
  data: T[] | undefined;
  isError: boolean;
  error: Error | null;
}

type Holder = ResponseOf<typeof access.keys.holderChoices>[number];
type KeyInStock = ResponseOf<typeof access.keys.keyChoices>[number];

/** A server issue about the holder (its kind or its id) is shown on the one holder field. */
export const holderFieldOf = (path: string) => (path.startsWith('holder') ? 'holder' : path);

/** "Ann Lee · Resident, A-101": who, which kind of holder, and their unit or e-mail. */
function holderLabel(intl: IntlShape, holder: Holder): string {
  const kind = intl.formatMessage(holderKinds[holder.holderKind]);
  return holder.detail
    ? intl.formatMessage(k.holderOption, { name: holder.name, kind, detail: holder.detail })
    : intl.formatMessage(k.holderOptionShort, { name: holder.name, kind });
}

// The choice's value carries the kind with the id: a resident and a staff member are different tables.
const holderValue = (holder: KeyHolder | null | undefined) =>
  holder ? `${holder.holderKind}:${holder.holderId}` : null;
function holderOf(value: string | null): KeyHolder | null {
  const [holderKind, holderId] = (value ?? '').split(':');
  return holderId && (holderKind === 'RESIDENT' || holderKind === 'STAFF') ? { holderKind, holderId } : null;
}

function ChoicesFailed({ choices, title }: { choices: Choices<unknown>; title: string }) {
  if (!choices.isError) return null;
  return (
    <Alert color="red" variant="light" title={title}>
      {choices.error?.message}
    </Alert>
  );
}

/**
 * The form field `holder` ({ holderKind, holderId } or null): a resident living in the community or
 * one of its staff, found by the start of their name (`choices` for what `onQueryChange` was told).
 * Optional (the key goes to stock) unless `required`.
 */
export function HolderField({
  choices,
  onQueryChange,
  label,
  description,
  required = false,
  testId,
}: {
  choices: Choices<Holder>;
  onQueryChange: (q: string) => void;
  label: string;
  description?: string;
  required?: boolean;
  testId: string;
}) {
  const intl = useIntl();
  const options = (choices.data ?? []).map((holder) => ({
    value: holderValue(holder) as string,
    label: holderLabel(intl, holder),
  }));
  return (
    <>
      <ChoicesFailed choices={choices} title={intl.formatMessage(k.holdersFailed)} />
      <FormField
        name="holder"
        render={(field) => (
          <SearchSelect
            label={label}
            description={description}
            placeholder={intl.formatMessage(k.holderSearch)}
            options={options}
            onQueryChange={onQueryChange}
            value={holderValue(field.value as KeyHolder | null)}
            onChange={(value) => field.onChange(holderOf(value))}
            onBlur={field.onBlur}
            error={field.error}
            disabled={field.disabled}
            required={required}
            nothingFound={intl.formatMessage(k.noHolders)}
            testId={testId}
          />
        )}
      />
    </>
  );
}

/** The option of a key in stock: its number, and its description when it has one. */
function keyOption(intl: IntlShape, key: KeyInStock): SearchOption {
  return {
    value: key.id,
    label: key.description ? intl.formatMessage(k.keyOption, key) : key.number,
  };
}

/**
 * A key that is not issued, found by the start of its number (`choices` for what `onQueryChange` was
 * told), for the assign, delete and change-locations modals opened without a key in their address.
 * `value` is the key's id; `onChange` also gets the chosen key.
 */
export function KeyChoice({
  choices,
  onQueryChange,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  testId,
}: {
  choices: Choices<KeyInStock>;
  onQueryChange: (q: string) => void;
  value: string | null;
  onChange: (keyId: string | null, key: KeyInStock | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  testId: string;
}) {
  const intl = useIntl();
  const keys = choices.data ?? [];
  return (
    <>
      <ChoicesFailed choices={choices} title={intl.formatMessage(k.keyChoicesFailed)} />
      <SearchSelect
        label={intl.formatMessage(k.key)}
        placeholder={intl.formatMessage(k.keySearch)}
        options={keys.map((key) => keyOption(intl, key))}
        onQueryChange={onQueryChange}
        value={value}
        onChange={(next) => onChange(next, keys.find((key) => key.id === next) ?? null)}
        onBlur={onBlur}
        error={error}
        disabled={disabled}
        required
        nothingFound={intl.formatMessage(k.noKeys)}
        testId={testId}
      />
    </>
  );
}
