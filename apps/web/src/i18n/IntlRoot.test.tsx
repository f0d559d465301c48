import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlRoot } from './IntlRoot.tsx';

function Text({ id, defaultMessage }: { id: string; defaultMessage: string }) {
  return <span data-testid={id}>{useIntl().formatMessage({ id, defaultMessage })}</span>;
}

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('missing translations are loud', () => {
  it('pseudo-locale user: a message id the catalogue lacks is reported as an error, not shown in English quietly', async () => {
    window.localStorage.setItem('lintel.locale', 'en-XA');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IntlRoot>
        <Text id="app.no.such.message" defaultMessage="Not in any catalogue" />
        <Text id="shell.language" defaultMessage="Language" />
      </IntlRoot>,
    );
    await screen.findByTestId('app.no.such.message');
    const codes = errors.mock.calls.map(([error]) => (error as { code?: string }).code);
    expect(codes).toContain('MISSING_TRANSLATION');
    const missing = errors.mock.calls.map(([error]) => String((error as Error).message));
    expect(missing.some((m) => m.includes('app.no.such.message'))).toBe(true);
    expect(missing.some((m) => m.includes('"shell.language"'))).toBe(false);
  });

  it('en-US user: texts come from the code, and nothing is reported', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IntlRoot>
        <Text id="app.no.such.message" defaultMessage="From the code" />
      </IntlRoot>,
    );
    expect((await screen.findByTestId('app.no.such.message')).textContent).toBe('From the code');
    expect(errors).not.toHaveBeenCalled();
  });
});
