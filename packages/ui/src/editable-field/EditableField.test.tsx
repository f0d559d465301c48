import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { EditableField } from './EditableField.tsx';

function open() {
  return screen.getByRole('button', { name: /edit status name/ });
}

describe('editable field', () => {
  it('user: view becomes edit; Enter submits the trimmed value and returns to view', async () => {
    const user = setupUser();
    const onSubmit = vi.fn();
    renderUi(<EditableField label="status name" value="Vacant" onSubmit={onSubmit} />);
    expect(open().textContent).toContain('Vacant');
    await user.click(open());
    const input = screen.getByRole('textbox', { name: 'status name' });
    await user.clear(input);
    await user.type(input, '  Vacant ready  {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Vacant ready');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('user: an unchanged submit is not sent', async () => {
    const user = setupUser();
    const onSubmit = vi.fn();
    renderUi(<EditableField label="status name" value="Vacant" onSubmit={onSubmit} />);
    await user.click(open());
    await user.type(screen.getByRole('textbox', { name: 'status name' }), '  ');
    await user.click(screen.getByRole('button', { name: 'save status name' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('user: Escape and the cancel button drop the draft', async () => {
    const user = setupUser();
    const onSubmit = vi.fn();
    renderUi(<EditableField label="status name" value="Vacant" onSubmit={onSubmit} />);
    await user.click(open());
    await user.type(screen.getByRole('textbox', { name: 'status name' }), ' soon{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(open());
    expect((screen.getByRole('textbox', { name: 'status name' }) as HTMLInputElement).value).toBe('Vacant');
    await user.click(screen.getByRole('button', { name: 'cancel editing status name' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('user: an outside click cancels by default, submits or is ignored by setting', async () => {
    const user = setupUser();
    const onSubmit = vi.fn();
    const { rerender } = renderUi(
      <>
        <EditableField label="status name" value="Vacant" onSubmit={onSubmit} />
        <p>elsewhere</p>
      </>,
    );
    await user.click(open());
    await user.type(screen.getByRole('textbox'), '!');
    await user.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <>
        <EditableField label="status name" value="Vacant" onSubmit={onSubmit} outsideClick="submit" />
        <p>elsewhere</p>
      </>,
    );
    await user.click(open());
    await user.type(screen.getByRole('textbox'), '!');
    await user.click(screen.getByText('elsewhere'));
    expect(onSubmit).toHaveBeenCalledWith('Vacant!');

    rerender(
      <>
        <EditableField label="status name" value="Vacant" onSubmit={onSubmit} outsideClick="ignore" />
        <p>elsewhere</p>
      </>,
    );
    await user.click(open());
    await user.click(screen.getByText('elsewhere'));
    expect(screen.getByRole('textbox')).toBeTruthy();
  });

  it('user: a failed save stays in edit mode and shows why', async () => {
    const user = setupUser();
    const onSubmit = vi.fn().mockRejectedValue(new Error('already exists'));
    renderUi(<EditableField label="status name" value="Vacant" onSubmit={onSubmit} />);
    await user.click(open());
    await user.type(screen.getByRole('textbox'), ' 2{Enter}');
    expect(await screen.findByText('already exists')).toBeTruthy();
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Vacant 2');
  });

  it('user: a value failing validation is not sent', async () => {
    const user = setupUser();
    const onSubmit = vi.fn();
    renderUi(
      <EditableField
        label="status name"
        value="Vacant"
        onSubmit={onSubmit}
        validate={(value) => (value ? null : 'This field is required')}
      />,
    );
    await user.click(open());
    await user.clear(screen.getByRole('textbox'));
    await user.keyboard('{Enter}');
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
