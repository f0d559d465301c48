import { Anchor, Checkbox, Combobox, Divider, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { UIEvent } from 'react';
import { useUiText } from '../i18n.ts';
import { CheckIcon } from '../icons.tsx';
import { dropdownMessages as messages } from './messages.ts';
import { DROPDOWN_MENU_MAX_HEIGHT } from './paging.ts';
import type { DropdownKey, DropdownOption } from './types.ts';
import type { DropdownDataStatus } from './useDropdownData.ts';

/** The Combobox value of the select-all row, kept apart from real keys. */
export const SELECT_ALL_VALUE = '\u0000select-all';

/** How close to the bottom (px) counts as having scrolled to it. */
const BOTTOM_TOLERANCE_PX = 1;

export interface DropdownListProps<K extends DropdownKey> {
  options: DropdownOption<K>[];
  selectedKeys: ReadonlySet<string>;
  multiple: boolean;
  /** Whether every selectable option shown is selected (the select-all row's check). */
  allSelected: boolean;
  status: DropdownDataStatus;
  emptyText: string;
  onBottomReached: () => void;
  onRetry: () => void;
}

function OptionRow<K extends DropdownKey>({
  option,
  selected,
  multiple,
}: {
  option: DropdownOption<K>;
  selected: boolean;
  multiple: boolean;
}) {
  return (
    <Combobox.Option
      value={option.selectAll ? SELECT_ALL_VALUE : String(option.key)}
      disabled={option.disabled}
      active={selected}
      aria-selected={selected}
    >
      <Group gap="sm" wrap="nowrap">
        {multiple ? (
          <Checkbox.Indicator checked={selected} disabled={option.disabled} size="xs" aria-hidden="true" />
        ) : null}
        <Stack gap={0} style={{ flex: 1 }}>
          <Text size="sm" fw={selected && !multiple ? 600 : undefined}>
            {option.value}
          </Text>
          {option.description ? (
            <Text size="xs" c="dimmed">
              {option.description}
            </Text>
          ) : null}
        </Stack>
        {selected && !multiple ? <CheckIcon size={14} color="var(--mantine-primary-color-filled)" /> : null}
      </Group>
    </Combobox.Option>
  );
}

/** The open part of the dropdown: the options (max 288 px, scrolling loads the next page) and states. */
export function DropdownList<K extends DropdownKey>(props: DropdownListProps<K>) {
  const text = useUiText();
  const { options, status } = props;

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
    if (scrollHeight - clientHeight - scrollTop <= BOTTOM_TOLERANCE_PX) props.onBottomReached();
  };

  const rows = options.map((option, index) => {
    if (option.separator) {
      return (
        <Divider
          // Separators have no meaningful key of their own; their place in the list is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={`separator-${index}`}
          my={4}
          label={option.value || undefined}
          labelPosition="left"
          role="presentation"
        />
      );
    }
    if (option.selectAll && !props.multiple) return null;
    const selected = option.selectAll ? props.allSelected : props.selectedKeys.has(String(option.key));
    return <OptionRow key={String(option.key)} option={option} selected={selected} multiple={props.multiple} />;
  });

  return (
    <Combobox.Options>
      <ScrollArea.Autosize mah={DROPDOWN_MENU_MAX_HEIGHT} type="auto" viewportProps={{ onScroll }}>
        {status === 'loading' ? (
          <Combobox.Empty>
            <Loader size="xs" role="progressbar" aria-label={text(messages.loading)} />
          </Combobox.Empty>
        ) : status === 'error' && options.length === 0 ? (
          <Combobox.Empty>
            {text(messages.loadFailed)}{' '}
            <Anchor component="button" type="button" size="sm" onClick={props.onRetry}>
              {text(messages.retry)}
            </Anchor>
          </Combobox.Empty>
        ) : options.length === 0 ? (
          <Combobox.Empty>{props.emptyText}</Combobox.Empty>
        ) : (
          rows
        )}
        {status === 'loadingMore' ? (
          <Group justify="center" py={4}>
            <Loader size="xs" role="progressbar" aria-label={text(messages.loading)} />
          </Group>
        ) : null}
      </ScrollArea.Autosize>
    </Combobox.Options>
  );
}
