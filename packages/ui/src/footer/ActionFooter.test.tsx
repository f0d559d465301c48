import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { ActionFooter } from './ActionFooter.tsx';

describe('tab and modal footers', () => {
  it('user: primary, secondary and tertiary buttons with lowercased text, plus a checkbox', async () => {
    const user = setupUser();
    const save = vi.fn();
    const cancel = vi.fn();
    const reset = vi.fn();
    const toggle = vi.fn();
    renderUi(
      <ActionFooter
        variant="modal"
        primary={{ label: 'Save', onClick: save }}
        secondary={{ label: { id: 't.cancel', defaultMessage: 'Go Back' }, onClick: cancel }}
        tertiary={{ label: 'Reset To Default Statuses', onClick: reset }}
        checkbox={{ label: 'Apply to all communities', checked: false, onChange: toggle }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'save' }));
    await user.click(screen.getByRole('button', { name: 'go back' }));
    await user.click(screen.getByRole('button', { name: 'reset to default statuses' }));
    await user.click(screen.getByRole('checkbox', { name: 'Apply to all communities' }));
    expect([save, cancel, reset].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
    expect(toggle).toHaveBeenCalledWith(true);
  });

  it('a submit primary belongs to the given form and shows its loading state', () => {
    renderUi(<ActionFooter primary={{ label: 'save', type: 'submit', form: 'rules', loading: true }} />);
    const button = screen.getByRole('button', { name: 'save' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.getAttribute('form')).toBe('rules');
    expect(button.getAttribute('data-loading')).toBe('true');
  });
});
