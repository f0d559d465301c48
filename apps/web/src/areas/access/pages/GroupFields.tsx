import type { access } from '@lintel/contracts';
import type { GroupInput, GroupMemberRef } from '@lintel/contracts/access/groups';
import type { ResponseOf } from '@lintel/contracts/endpoint';
import { FormField } from '@lintel/ui';
import { Alert, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { type FieldError, useFormContext, useFormState } from 'react-hook-form';
import { type IntlShape, useIntl } from 'react-intl';
import { holderKinds } from '../components/states.ts';
import { groupMessages as g } from '../groups.messages.ts';
import { accessMessages as m } from '../messages.ts';

/** The server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 250;

type Person = ResponseOf<typeof access.groups.memberChoices>[number];

/** A read of the people choices, as far as the field needs it (the page reads them, see KeyFields.tsx). */
interface Choices {
  data: Person[] | undefined;
  isError: boolean;
  error: Error | null;
}

/** A member already in the group, shown by name before any search. */
export interface KnownMember extends GroupMemberRef {
  name: string;
}

// The choice's value carries the kind with the id: a resident and a staff member are different tables.
const memberValue = (member: GroupMemberRef) => `${member.holderKind}:${member.holderId}`;
function memberOf(value: string): GroupMemberRef | null {
  const [holderKind, holderId] = value.split(':');
  return holderId && (holderKind === 'RESIDENT' || holderKind === 'STAFF') ? { holderKind, holderId } : null;
}

/** "Ann Lee · Resident, Unit A-101": who, which kind of person, and their unit or e-mail. */
function personLabel(intl: IntlShape, person: Pick<Person, 'holderKind' | 'name'> & { detail?: string }): string {
  const kind = intl.formatMessage(holderKinds[person.holderKind]);
  return person.detail
    ? intl.formatMessage(g.memberOption, { name: person.name, kind, detail: person.detail })
    : intl.formatMessage(g.memberOptionShort, { name: person.name, kind });
}

/** What the server said about the whole list and about single members ("Ann Lee: choose a resident …"). */
function membersError(
  error: (FieldError & { [index: number]: FieldError | undefined }) | undefined,
  values: string[],
  label: (value: string) => string,
  intl: IntlShape,
): string | undefined {
  if (!error) return undefined;
  const problems: string[] = [];
  if (error.message) problems.push(error.message);
  if (error.root?.message) problems.push(error.root.message);
  values.forEach((value, index) => {
    const message = error[index]?.message;
    if (message) problems.push(intl.formatMessage(g.memberProblem, { name: label(value), message }));
  });
  return problems.length > 0 ? problems.join(' ') : undefined;
}

/**
 * The form field `members`: residents living in the community and its staff, each found by the start
 * of their name on the server (`choices` for what `onQueryChange` was told) and kept as a pill. The
 * group's own members (`known`) show by name before any search. A refusal about one member names them.
 */
export function MembersField({
  choices,
  onQueryChange,
  known = [],
  testId,
}: {
  choices: Choices;
  onQueryChange: (q: string) => void;
  known?: KnownMember[];
  testId: string;
}) {
  const intl = useIntl();
  const { control } = useFormContext<GroupInput>();
  const { errors, isSubmitted } = useFormState({ control, name: 'members' });
  const [search, setSearch] = useState('');
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(
    () => new Map(known.map((member) => [memberValue(member), personLabel(intl, member)])),
  );
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onQueryChange(q), [q, onQueryChange]);

  const options = (choices.data ?? []).map((person) => ({
    value: memberValue(person),
    label: personLabel(intl, person),
  }));
  const label = (value: string) => labels.get(value) ?? options.find((o) => o.value === value)?.label ?? value;

  return (
    <>
      {choices.isError && (
        <Alert color="red" variant="light" title={intl.formatMessage(g.membersFailed)}>
          {choices.error?.message}
        </Alert>
      )}
      <FormField
        name="members"
        render={(field) => {
          const values = ((field.value as GroupMemberRef[] | undefined) ?? []).map(memberValue);
          // A member keeps the label they were shown with while other searches come and go.
          const data = options.map((option) =>
            values.includes(option.value) ? { ...option, label: label(option.value) } : option,
          );
          for (const value of values) {
            if (!data.some((option) => option.value === value)) data.push({ value, label: label(value) });
          }
          const error = isSubmitted
            ? membersError(errors.members as Parameters<typeof membersError>[0], values, label, intl)
            : undefined;
          return (
            <MultiSelect
              label={intl.formatMessage(g.members)}
              description={intl.formatMessage(g.membersHint)}
              placeholder={intl.formatMessage(g.memberSearch)}
              data={data}
              value={values}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              // The server already filtered by the start of the name.
              filter={({ options: all }) => all}
              hidePickedOptions
              onChange={(next) => {
                const added = options.filter((option) => next.includes(option.value) && !labels.has(option.value));
                if (added.length > 0) {
                  setLabels((prev) => new Map([...prev, ...added.map((o) => [o.value, o.label] as const)]));
                }
                field.onChange(next.map(memberOf).filter((member) => member !== null));
              }}
              onBlur={field.onBlur}
              error={error ?? field.error}
              disabled={field.disabled}
              clearable
              clearButtonProps={{
                'aria-label': intl.formatMessage(m.clearField, { label: intl.formatMessage(g.members) }),
                'aria-hidden': false,
                tabIndex: 0,
              }}
              nothingFoundMessage={intl.formatMessage(g.noMembers)}
              maxDropdownHeight={280}
              data-testid={testId}
            />
          );
        }}
      />
    </>
  );
}
