import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { CollapsibleTags } from './CollapsibleTags.tsx';
import { Tag } from './Tag.tsx';

afterEach(() => vi.restoreAllMocks());

describe('tags', () => {
  it('medium (28 px) primary by default; sizes and themes change both', () => {
    renderUi(
      <>
        <Tag>pool</Tag>
        <Tag size="large" theme="secondary">
          gym
        </Tag>
        <Tag size="small">spa</Tag>
      </>,
    );
    const tag = (name: string) => screen.getByText(name).closest('[data-theme]') as HTMLElement;
    expect(tag('pool').getAttribute('data-theme')).toBe('primary');
    expect(tag('pool').style.height).toContain('1.75rem');
    expect(tag('gym').getAttribute('data-theme')).toBe('secondary');
    expect(tag('gym').style.height).toContain('2rem');
    expect(tag('spa').style.height).toContain('1.375rem');
  });

  it('user: a removable tag has a named remove button', async () => {
    const user = setupUser();
    const onRemove = vi.fn();
    renderUi(<Tag onRemove={onRemove}>pool</Tag>);
    await user.click(screen.getByRole('button', { name: 'remove pool' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('collapsible tags: cut to 2 rows of 28 px; show more / show less when they overflow', async () => {
    const user = setupUser();
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(120);
    renderUi(
      <CollapsibleTags>
        {['pool', 'gym', 'spa', 'sauna'].map((name) => (
          <Tag key={name}>{name}</Tag>
        ))}
      </CollapsibleTags>,
    );
    const box = screen.getByText('pool').closest('.mantine-Group-root')!.parentElement as HTMLElement;
    expect(box.style.maxHeight).toBe('62px');
    await user.click(screen.getByRole('button', { name: 'show more' }));
    expect(box.style.maxHeight).toBe('');
    await user.click(screen.getByRole('button', { name: 'show less' }));
    expect(box.style.maxHeight).toBe('62px');
  });

  it('collapsible tags: no toggle when everything fits', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(28);
    renderUi(
      <CollapsibleTags rows={1}>
        <Tag>pool</Tag>
      </CollapsibleTags>,
    );
    expect(screen.queryByRole('button', { name: 'show more' })).toBeNull();
  });
});
