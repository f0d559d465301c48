import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { Dropdown } from './Dropdown.tsx';
import { pagedProvider } from './fake-provider.ts';
import type { DropdownOption } from './types.ts';

const units: DropdownOption<number>[] = [
  { key: 1, value: 'Unit 101', description: 'Building A' },
  { key: 2, value: 'Unit 102' },
  { key: 3, value: 'Unit 103', disabled: true },
  { key: 4, value: 'Unit 104' },
];

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

afterEach(() => vi.useRealTimers());

describe('dropdown: static options, single', () => {
  it('user: opens a listbox, picks an option and the menu closes', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<Dropdown label="unit" options={units} onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'unit' });
    await user.click(combobox);
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(optionNames()).toEqual(['Unit 101Building A', 'Unit 102', 'Unit 103', 'Unit 104']);
    await user.click(screen.getByRole('option', { name: /Unit 102/ }));
    expect(onChange).toHaveBeenCalledWith(2, units[1]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox.textContent).toBe('Unit 102');
  });

  it('user: disabled options cannot be picked', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<Dropdown label="unit" options={units} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'unit' }));
    const disabled = screen.getByRole('option', { name: 'Unit 103' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    await user.click(disabled);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keyboard: arrows move through enabled options and Enter picks', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<Dropdown label="unit" options={units} onChange={onChange} />);
    screen.getByRole('combobox', { name: 'unit' }).focus();
    // Opening highlights the first option.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // 101 → 102 → (103 is disabled) 104
    expect(onChange).toHaveBeenCalledWith(4, units[3]);
  });

  it('separators are dividers, not options', async () => {
    const user = setupUser();
    renderUi(
      <Dropdown
        label="space"
        options={[
          { key: 'a', value: 'Lobby' },
          { key: 'sep', value: 'Building B', separator: true },
          { key: 'b', value: 'Gym' },
        ]}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'space' }));
    expect(optionNames()).toEqual(['Lobby', 'Gym']);
    expect(screen.getByText('Building B')).toBeTruthy();
  });

  it('user: outside click closes the menu and clears the search', async () => {
    const user = setupUser();
    renderUi(
      <>
        <Dropdown label="unit" options={units} searchable />
        <p>outside</p>
      </>,
    );
    await user.click(screen.getByRole('combobox', { name: 'unit' }));
    await user.type(screen.getByRole('textbox', { name: 'search' }), '104');
    expect(optionNames()).toEqual(['Unit 104']);
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'unit' }));
    expect((screen.getByRole('textbox', { name: 'search' }) as HTMLInputElement).value).toBe('');
    expect(optionNames()).toHaveLength(4);
  });

  it('closes when scrolled out of view', async () => {
    const user = setupUser();
    let report: (visible: boolean) => void = () => {};
    class FakeObserver {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        report = (visible) => callback([{ isIntersecting: visible }]);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    renderUi(<Dropdown label="unit" options={units} />);
    await user.click(screen.getByRole('combobox', { name: 'unit' }));
    act(() => report(true));
    expect(screen.getByRole('listbox')).toBeTruthy();
    act(() => report(false));
    expect(screen.queryByRole('listbox')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('search with nothing matching says so', async () => {
    const user = setupUser();
    renderUi(<Dropdown label="unit" options={units} searchable />);
    await user.click(screen.getByRole('combobox', { name: 'unit' }));
    await user.type(screen.getByRole('textbox', { name: 'search' }), 'penthouse');
    expect(screen.getByText('No results found matching your search')).toBeTruthy();
  });

  it('shows its own empty text when there is nothing to pick', async () => {
    const user = setupUser();
    renderUi(<Dropdown label="community" options={[]} emptyText="No communities available" />);
    await user.click(screen.getByRole('combobox', { name: 'community' }));
    expect(screen.getByText('No communities available')).toBeTruthy();
  });
});

describe('dropdown: multiple', () => {
  const withSelectAll: DropdownOption<number>[] = [{ key: 0, value: 'select all', selectAll: true }, ...units];

  it('user: picks several options, staying open, and unpicks one', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<Dropdown multiple label="units" options={units} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'units' }));
    await user.click(screen.getByRole('option', { name: /Unit 101/ }));
    await user.click(screen.getByRole('option', { name: 'Unit 104' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 4], [units[0], units[3]]);
    expect(screen.getByRole('option', { name: 'Unit 104' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('option', { name: /Unit 101/ }));
    expect(onChange).toHaveBeenLastCalledWith([4], [units[3]]);
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('user: select-all picks every enabled option, then clears them', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<Dropdown multiple label="units" options={withSelectAll} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'units' }));
    await user.click(screen.getByRole('option', { name: 'select all' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 4], expect.any(Array));
    expect(screen.getByRole('option', { name: 'select all' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'select all' }));
    expect(onChange).toHaveBeenLastCalledWith([], []);
  });

  it('shows the selection as pills, collapsing past three', () => {
    renderUi(<Dropdown multiple label="units" options={units} value={[1, 2, 4]} />);
    expect(screen.getByRole('combobox', { name: 'units' }).textContent).toBe('Unit 101Unit 102Unit 104');
    renderUi(
      <Dropdown multiple aria-label="many" options={[...units, { key: 5, value: 'Unit 105' }]} value={[1, 2, 4, 5]} />,
    );
    expect(screen.getByRole('combobox', { name: 'many' }).textContent).toBe('Unit 101Unit 102Unit 104+1');
  });
});

describe('dropdown: configuration errors', () => {
  it("developer: neither options nor dataProvider throws 'either options or dataProvider must be specified'", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<Dropdown label="x" />)).toThrow('either options or dataProvider must be specified');
    vi.restoreAllMocks();
  });

  it("developer: a dataProvider without a resource throws 'resource not specified'", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { provider } = pagedProvider(1);
    expect(() => renderUi(<Dropdown label="x" dataProvider={provider} />)).toThrow('resource not specified');
    vi.restoreAllMocks();
  });
});
