import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { Dropdown } from './Dropdown.tsx';
import { pagedProvider } from './fake-provider.ts';
import type { DropdownDataProvider } from './types.ts';

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

afterEach(() => vi.useRealTimers());

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
