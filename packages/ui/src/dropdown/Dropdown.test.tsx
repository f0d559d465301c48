import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { Dropdown } from './Dropdown.tsx';
import type { DropdownDataProvider, DropdownOption, DropdownRequest } from './types.ts';

const units: DropdownOption<number>[] = [
  { key: 1, value: 'Unit 101', description: 'Building A' },
  { key: 2, value: 'Unit 102' },
  { key: 3, value: 'Unit 103', disabled: true },
  { key: 4, value: 'Unit 104' },
];

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

function pagedProvider(total: number) {
  const calls: DropdownRequest[] = [];
  const provider: DropdownDataProvider<number> = vi.fn(async (_resource, request) => {
    calls.push(request);
    const start = request.paging === 'basic' ? request.page * request.size : Number(request.token ?? -1) + 1;
    const size = request.paging === 'basic' ? request.size : request.limit;
    const text = request.search?.text ?? '';
    const items = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({
      key: start + i,
      value: `${text || 'item'} ${start + i}`,
      token: String(start + i),
    }));
    return { items };
  });
  return { provider, calls };
}

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

describe('dropdown: data provider', () => {
  it('basic paging: page 0 on open, then page loaded/size when scrolled to the bottom, until a page is short', async () => {
    const user = setupUser();
    const { provider, calls } = pagedProvider(45);
    renderUi(<Dropdown label="resident" dataProvider={provider} resource="residents" />);
    expect(provider).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'resident' }));
    expect(await screen.findByRole('option', { name: 'item 0' })).toBeTruthy();
    expect(calls[0]).toEqual({ paging: 'basic', page: 0, size: 20, sort: 'id,asc' });
    expect(provider).toHaveBeenCalledWith('residents', calls[0], { signal: expect.any(AbortSignal) });
    const viewport = screen.getByRole('listbox').querySelector('.mantine-ScrollArea-viewport')!;
    fireEvent.scroll(viewport);
    expect(await screen.findByText('item 39')).toBeTruthy();
    fireEvent.scroll(viewport);
    expect(await screen.findByText('item 44')).toBeTruthy();
    fireEvent.scroll(viewport);
    expect(calls.map((call) => (call.paging === 'basic' ? call.page : null))).toEqual([0, 1, 2]);
    expect(optionNames()).toHaveLength(45);
  });

  it('token paging: the last item token, dir FORWARD, and at most 100 items', async () => {
    const user = setupUser();
    const { provider, calls } = pagedProvider(500);
    // Pages of 40 reach the cap in three requests (40, 80, then 100 of 120).
    renderUi(<Dropdown label="key" dataProvider={provider} resource="keys" paging="token" pageSize={40} />);
    await user.click(screen.getByRole('combobox', { name: 'key' }));
    await screen.findByText('item 39');
    const viewport = screen.getByRole('listbox').querySelector('.mantine-ScrollArea-viewport')!;
    fireEvent.scroll(viewport);
    await screen.findByText('item 79');
    fireEvent.scroll(viewport);
    await screen.findByText('item 99');
    fireEvent.scroll(viewport);
    expect(calls[0]).toEqual({ paging: 'token', dir: 'FORWARD', limit: 40 });
    expect(calls[1]).toEqual({ paging: 'token', token: '39', dir: 'FORWARD', limit: 40 });
    expect(calls).toHaveLength(3);
    expect(optionNames()).toHaveLength(100);
    expect(screen.queryByText('item 100')).toBeNull();
  });

  it('search is sent 500 ms after typing stops, under the configured parameter name', async () => {
    // fireEvent rather than user-event: Testing Library's async wrapper waits on a real-looking
    // setTimeout that only Jest's fake timers advance.
    vi.useFakeTimers();
    const { provider, calls } = pagedProvider(5);
    renderUi(<Dropdown label="resident" dataProvider={provider} resource="residents" searchParam="name" />);
    fireEvent.click(screen.getByRole('combobox', { name: 'resident' }));
    await act(async () => {});
    expect(calls).toHaveLength(1);
    const search = screen.getByRole('textbox', { name: 'search' });
    fireEvent.change(search, { target: { value: 'oa' } });
    await act(async () => vi.advanceTimersByTime(300));
    fireEvent.change(search, { target: { value: 'oak' } });
    await act(async () => vi.advanceTimersByTime(499));
    expect(calls).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({
      paging: 'basic',
      page: 0,
      size: 20,
      sort: 'id,asc',
      search: { param: 'name', text: 'oak' },
    });
    await act(async () => {});
    expect(optionNames()).toEqual(['oak 0', 'oak 1', 'oak 2', 'oak 3', 'oak 4']);
  });

  it('keeps the label of a selection the provider has not loaded', () => {
    const { provider } = pagedProvider(5);
    renderUi(
      <Dropdown
        label="resident"
        dataProvider={provider}
        resource="residents"
        value={77}
        knownOptions={[{ key: 77, value: 'Ada Lovelace' }]}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'resident' }).textContent).toBe('Ada Lovelace');
  });

  it('a failed load offers to try again', async () => {
    const user = setupUser();
    const provider = vi
      .fn<DropdownDataProvider<number>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce({ items: [{ key: 1, value: 'Oak Court' }] });
    renderUi(<Dropdown label="community" dataProvider={provider} resource="communities" />);
    await user.click(screen.getByRole('combobox', { name: 'community' }));
    const listbox = screen.getByRole('listbox');
    await user.click(await within(listbox).findByRole('button', { name: 'try again' }));
    expect(await screen.findByRole('option', { name: 'Oak Court' })).toBeTruthy();
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
