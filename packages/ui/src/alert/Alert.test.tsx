import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { Alert } from './Alert.tsx';

describe('alert', () => {
  it('defaults to the success theme, announced politely', () => {
    renderUi(<Alert>settings successfully saved</Alert>);
    const alert = screen.getByRole('status');
    expect(alert.getAttribute('data-theme')).toBe('success');
    expect(alert.textContent).toContain('settings successfully saved');
  });

  it('user: an error alert is assertive and closable', async () => {
    const user = setupUser();
    const onClose = vi.fn();
    renderUi(
      <Alert theme="error" withCloseButton onClose={onClose}>
        Incorrect username or password.
      </Alert>,
    );
    expect(screen.getByRole('alert').getAttribute('data-theme')).toBe('error');
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
