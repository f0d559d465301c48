import { Combobox, useCombobox } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type UiText, useUiText } from '../i18n.ts';
import classes from './Dropdown.module.css';
import { DropdownList, SELECT_ALL_VALUE } from './DropdownList.tsx';
import { type DropdownSize, DropdownTarget } from './DropdownTarget.tsx';
import { DROPDOWN_CONFIG_ERRORS, dropdownMessages as messages } from './messages.ts';
import { DROPDOWN_PAGE_SIZE, DROPDOWN_SEARCH_DEBOUNCE_MS, DROPDOWN_SEARCH_PARAM } from './paging.ts';
import type { DropdownDataProvider, DropdownKey, DropdownOption, PagingMode } from './types.ts';
import { useCloseWhenScrolledOut } from './useCloseWhenScrolledOut.ts';
import { useDropdownData } from './useDropdownData.ts';

interface DropdownBaseProps<K extends DropdownKey> {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** normal (default), small or xsmall. */
  size?: DropdownSize;
  id?: string;
  'aria-label'?: string;
  /** Static options; give these or a dataProvider with a resource. */
  options?: DropdownOption<K>[];
  dataProvider?: DropdownDataProvider<K>;
  resource?: string;
  /** basic (default) or token paging for data providers. */
  paging?: PagingMode;
  pageSize?: number;
  /** The name the search text is sent under; default `search`. */
  searchParam?: string;
  /** Shows a search box in the menu; on by default for data providers. */
  searchable?: boolean;
  /** Labels for selected keys a data provider has not loaded yet (e.g. the saved value of a form). */
  knownOptions?: DropdownOption<K>[];
  /** Shown when there is nothing to pick and no search text, e.g. 'No communities available'. */
  emptyText?: UiText;
}

export interface SingleDropdownProps<K extends DropdownKey> extends DropdownBaseProps<K> {
  multiple?: false;
  value?: K | null;
  defaultValue?: K | null;
  onChange?: (value: K | null, option: DropdownOption<K> | null) => void;
}

export interface MultipleDropdownProps<K extends DropdownKey> extends DropdownBaseProps<K> {
  multiple: true;
  value?: K[];
  defaultValue?: K[];
  onChange?: (value: K[], options: DropdownOption<K>[]) => void;
}

export type DropdownProps<K extends DropdownKey = DropdownKey> = SingleDropdownProps<K> | MultipleDropdownProps<K>;

const isSelectable = (option: DropdownOption): boolean => !option.separator && !option.selectAll && !option.disabled;

function matches(option: DropdownOption, text: string): boolean {
  const needle = text.toLocaleLowerCase();
  return (
    option.value.toLocaleLowerCase().includes(needle) ||
    (option.description?.toLocaleLowerCase().includes(needle) ?? false)
  );
}

function toKeys<K extends DropdownKey>(props: DropdownProps<K>, value: unknown): K[] {
  if (props.multiple) return (value as K[] | undefined) ?? [];
  return value === null || value === undefined ? [] : [value as K];
}

/**
 * The spec's dropdown: single or multiple, over static options or a paged data provider, with search
 * (sent 500 ms after typing), select-all, separators, disabled options and keyboard navigation.
 *
 * @example <Dropdown label="community" dataProvider={provider} resource="userCommunities" value={id} onChange={setId} />
 */
export function Dropdown<K extends DropdownKey = DropdownKey>(props: DropdownProps<K>) {
  if (!props.options && !props.dataProvider) throw new Error(DROPDOWN_CONFIG_ERRORS.noSource);
  if (props.dataProvider && !props.resource) throw new Error(DROPDOWN_CONFIG_ERRORS.noResource);

  const text = useUiText();
  const autoId = useId();
  const multiple = props.multiple === true;
  const [internal, setInternal] = useState<unknown>(props.defaultValue ?? (multiple ? [] : null));
  const selectedKeys = toKeys(props, props.value !== undefined ? props.value : internal);
  const selectedSet = new Set(selectedKeys.map(String));

  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [committedSearch, setCommittedSearch] = useState('');
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const searchable = props.searchable ?? Boolean(props.dataProvider);
  const store = useCombobox({
    opened,
    onOpenedChange: setOpened,
    onDropdownOpen: () => {
      if (searchable) store.focusSearchInput();
      store.updateSelectedOptionIndex('active');
    },
    onDropdownClose: () => {
      // The spec: closing clears the search text and resets the highlight.
      clearTimeout(debounce.current);
      setSearch('');
      setCommittedSearch('');
      store.resetSelectedOption();
    },
  });
  useCloseWhenScrolledOut(store.targetRef, opened, () => store.closeDropdown());

  const data = useDropdownData({
    dataProvider: props.dataProvider,
    resource: props.resource,
    paging: props.paging ?? 'basic',
    pageSize: props.pageSize ?? DROPDOWN_PAGE_SIZE,
    searchParam: props.searchParam ?? DROPDOWN_SEARCH_PARAM,
    search: committedSearch,
    enabled: opened,
  });

  const all = props.options ?? data.items;
  const shown = props.options && search ? all.filter((option) => !option.separator && matches(option, search)) : all;

  // Every option ever seen, so a selection keeps its label after the search or page that found it.
  const seen = useRef(new Map<string, DropdownOption<K>>());
  for (const option of [...(props.knownOptions ?? []), ...all]) {
    if (isSelectable(option) || option.disabled) seen.current.set(String(option.key), option);
  }
  const selectedOptions = selectedKeys.map(
    (key) => seen.current.get(String(key)) ?? ({ key, value: String(key) } as DropdownOption<K>),
  );

  const selectable = shown.filter(isSelectable);
  const allSelected = selectable.length > 0 && selectable.every((option) => selectedSet.has(String(option.key)));

  // While searching, the first match is highlighted so Enter picks it, also when results arrive late.
  const firstMatch = selectable[0]?.key;
  useEffect(() => {
    if (opened && search && firstMatch !== undefined) store.selectFirstOption();
  }, [opened, search, store, firstMatch]);

  const commit = (keys: K[]) => {
    const options = keys.map(
      (key) => seen.current.get(String(key)) ?? ({ key, value: String(key) } as DropdownOption<K>),
    );
    if (props.multiple) {
      if (props.value === undefined) setInternal(keys);
      props.onChange?.(keys, options);
    } else {
      const key = keys[0] ?? null;
      if (props.value === undefined) setInternal(key);
      props.onChange?.(key, options[0] ?? null);
    }
  };

  const onOptionSubmit = (value: string) => {
    if (!multiple) {
      const option = shown.find((candidate) => String(candidate.key) === value);
      if (option) commit([option.key]);
      store.closeDropdown();
      return;
    }
    if (value === SELECT_ALL_VALUE) {
      const visible = new Set(selectable.map((option) => String(option.key)));
      const rest = selectedKeys.filter((key) => !visible.has(String(key)));
      commit(allSelected ? rest : [...rest, ...selectable.map((option) => option.key)]);
      return;
    }
    const option = shown.find((candidate) => String(candidate.key) === value);
    if (!option) return;
    commit(
      selectedSet.has(value) ? selectedKeys.filter((key) => String(key) !== value) : [...selectedKeys, option.key],
    );
  };

  const onSearchChange = (next: string) => {
    setSearch(next);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => setCommittedSearch(next.trim()), DROPDOWN_SEARCH_DEBOUNCE_MS);
  };

  const emptyText = text(search || !props.emptyText ? messages.noResults : props.emptyText);

  return (
    <Combobox
      store={store}
      onOptionSubmit={onOptionSubmit}
      size={props.size === 'normal' || !props.size ? 'sm' : 'xs'}
      shadow="md"
      classNames={{ option: classes.option }}
    >
      <DropdownTarget
        id={props.id ?? autoId}
        label={props.label}
        description={props.description}
        error={props.error}
        placeholder={props.placeholder}
        required={props.required}
        disabled={props.disabled}
        size={props.size ?? 'normal'}
        multiple={multiple}
        selected={selectedOptions}
        onToggle={() => store.toggleDropdown()}
        ariaLabel={props['aria-label']}
      />
      <Combobox.Dropdown>
        {searchable ? (
          <Combobox.Search
            value={search}
            onChange={(event) => onSearchChange(event.currentTarget.value)}
            placeholder={text(messages.search)}
            aria-label={text(messages.search)}
          />
        ) : null}
        <DropdownList
          options={shown}
          selectedKeys={selectedSet}
          multiple={multiple}
          allSelected={allSelected}
          status={props.options ? 'ready' : data.status}
          emptyText={emptyText}
          onBottomReached={data.loadMore}
          onRetry={data.retry}
        />
      </Combobox.Dropdown>
    </Combobox>
  );
}
