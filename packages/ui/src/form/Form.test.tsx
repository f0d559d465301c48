import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderUi, setupUser } from '../../test/render.tsx';
import { CounterInput } from '../counter-input/CounterInput.tsx';
import { Form } from './Form.tsx';
import { FormField, FormTextInput } from './fields.tsx';
import { useSchemaForm } from './useSchemaForm.ts';

const schema = z.object({
  name: z.string().min(1, 'This field is required').max(50),
  description: z.string().min(1, 'This field is required').max(200),
  days: z.number({ message: 'Enter a number' }).int().min(1).max(365),
});
type Values = z.input<typeof schema>;

function StatusForm({ onSubmit, defaults }: { onSubmit: (values: Values) => unknown; defaults?: Partial<Values> }) {
  const form = useSchemaForm(schema, { defaultValues: { name: '', description: '', ...defaults } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="status">
      <FormTextInput name="name" label="status name" maxLength={50} />
      <FormTextInput name="description" label="description" maxLength={200} />
      <FormField
        name="days"
        render={({ value, onChange, onBlur, error }) => (
          <CounterInput
            label="days"
            max={365}
            value={(value as number | undefined) ?? null}
            onChange={onChange}
            onBlur={onBlur}
            error={error}
          />
        )}
      />
      <button type="submit">save</button>
    </Form>
  );
}

const bounded = z.object({ bedrooms: z.number().int().max(20), name: z.string().max(3) });
function Bounded() {
  const form = useSchemaForm(bounded, { defaultValues: { bedrooms: 21, name: 'long' } });
  return (
    <Form form={form} onSubmit={vi.fn()}>
      <FormTextInput name="name" label="name" />
      <FormField
        name="bedrooms"
        render={({ value, onChange, onBlur, error }) => (
          <CounterInput label="bedrooms" value={value as number} onChange={onChange} onBlur={onBlur} error={error} />
        )}
      />
      <button type="submit">save</button>
    </Form>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('forms', () => {
  it('user: an error shows only once its field was touched', async () => {
    const user = setupUser();
    renderUi(<StatusForm onSubmit={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'status name' });
    await user.click(name);
    expect(screen.queryByText('This field is required')).toBeNull();
    await user.tab();
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'description' }).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('user: a failed submit shows every error and scrolls to the first one on screen', async () => {
    const user = setupUser();
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const onSubmit = vi.fn();
    renderUi(<StatusForm onSubmit={onSubmit} defaults={{ name: 'Vacant' }} />);
    await user.click(screen.getByRole('button', { name: 'save' }));
    // Validation is asynchronous (the resolver returns a promise). The empty counter reads "required".
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    const description = screen.getByRole('textbox', { name: 'description' });
    await waitFor(() => expect(scrolled).toEqual([description]));
    expect(document.activeElement).toBe(description);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("user: reads every refusal in the error map's words, never zod's", async () => {
    const user = setupUser();
    renderUi(<Bounded />);
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Enter 20 or less')).toBeTruthy();
    expect(screen.getByText('Enter at most 3 characters')).toBeTruthy();
    expect(screen.queryByText(/Too big|expected/)).toBeNull();
  });

  it('user: a valid submit sends trimmed, parsed values', async () => {
    const user = setupUser();
    const onSubmit = vi.fn();
    renderUi(<StatusForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'status name' }), '  Vacant  ');
    await user.type(screen.getByRole('textbox', { name: 'description' }), 'Ready to rent');
    await user.type(screen.getByRole('textbox', { name: 'days' }), '30');
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Vacant', description: 'Ready to rent', days: 30 });
  });

  it('pressing save keeps focus in the field, so an error appearing on blur cannot move the button away', async () => {
    renderUi(<StatusForm onSubmit={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'status name' });
    name.focus();
    // fireEvent returns false when the default (moving focus to the button) was prevented.
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'save' }))).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('textbox', { name: 'description' }))).toBe(true);
  });

  it('double submission is blocked while submitting', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderUi(<StatusForm onSubmit={onSubmit} defaults={{ name: 'Vacant', description: 'Ready', days: 3 }} />);
    const form = screen.getByRole('form', { name: 'status' });
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => fireEvent.submit(form));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await act(async () => fireEvent.submit(form));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
