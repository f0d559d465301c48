import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { TextInput } from './TextInput.tsx';

describe('text input', () => {
  it('user: trims on blur and reports the trimmed text', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<TextInput label="status name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'status name' }) as HTMLInputElement;
    await user.type(input, '  Ready  ');
    await user.tab();
    expect(input.value).toBe('Ready');
    expect(onChange).toHaveBeenLastCalledWith('Ready');
  });

  it('user: keeps to the maximum length, pasted text included', async () => {
    const user = setupUser();
    renderUi(<TextInput label="status name" maxLength={5} />);
    const input = screen.getByRole('textbox', { name: 'status name' }) as HTMLInputElement;
    await user.type(input, 'Vacant unit');
    expect(input.value).toBe('Vacan');
    expect(input.maxLength).toBe(5);
  });

  it('does not report a change on blur when nothing needed trimming', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<TextInput label="name" value="Ready" onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'name' }));
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
  });
});
