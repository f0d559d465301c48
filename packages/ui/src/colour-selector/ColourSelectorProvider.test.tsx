import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { type ColourSelectorApi, useColourSelector } from './ColourSelectorProvider.tsx';
import { normalizeHex } from './hex.ts';

let selector: ColourSelectorApi;
function Capture() {
  selector = useColourSelector();
  return null;
}

function open(request?: Parameters<ColourSelectorApi['open']>[0]) {
  let result!: Promise<string[] | null>;
  act(() => {
    result = selector.open(request);
  });
  return result;
}

describe('colour selector modal', () => {
  it('defaults: title "color selector", one "primary color" picker at #ededed', async () => {
    const user = setupUser();
    renderUi(<Capture />, { overlays: true });
    const result = open();
    expect(screen.getByRole('dialog', { name: 'color selector' })).toBeTruthy();
    const inputs = screen.getAllByRole('textbox');
    expect(inputs).toHaveLength(1);
    expect((inputs[0] as HTMLInputElement).value).toBe('#ededed');
    expect(screen.getByRole('group', { name: 'primary color' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'save' }));
    await expect(result).resolves.toEqual(['#ededed']);
  });

  it('user: save emits the chosen colours in picker order', async () => {
    const user = setupUser();
    const submitted = vi.fn();
    renderUi(<Capture />, { overlays: true });
    selector.events.on('submitted', submitted);
    const result = open({
      title: 'website colors',
      selectorsAmount: 2,
      selectorsLabels: ['primary color', 'accent color'],
      selectorsDefaultColors: ['#1F4E79'],
    });
    const [primary, accent] = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(primary!.value).toBe('#1f4e79');
    expect(accent!.value).toBe('#ededed');
    await user.clear(accent!);
    await user.type(accent!, '#F80');
    await user.click(screen.getByRole('button', { name: 'save' }));
    await expect(result).resolves.toEqual(['#1f4e79', '#ff8800']);
    expect(submitted).toHaveBeenCalledWith({ colours: ['#1f4e79', '#ff8800'] });
  });

  it('save is disabled while a colour is not hex', async () => {
    const user = setupUser();
    renderUi(<Capture />, { overlays: true });
    void open();
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.type(input, 'red');
    expect((screen.getByRole('button', { name: 'save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Enter a colour as #rrggbb')).toBeTruthy();
  });

  it('user: cancel resolves null and emits nothing submitted', async () => {
    const user = setupUser();
    const submitted = vi.fn();
    renderUi(<Capture />, { overlays: true });
    selector.events.on('submitted', submitted);
    const result = open();
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    await expect(result).resolves.toBeNull();
    expect(submitted).not.toHaveBeenCalled();
  });
});

describe('normalizeHex', () => {
  it('accepts #rgb and #rrggbb in any case and nothing else (no alpha)', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('1f4e79')).toBe('#1f4e79');
    expect(normalizeHex('#1f4e7980')).toBeNull();
    expect(normalizeHex('rgb(0,0,0)')).toBeNull();
  });
});
