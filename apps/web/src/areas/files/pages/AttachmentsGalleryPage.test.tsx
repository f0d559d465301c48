import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { attachments } from '../../../app/attachments/store.ts';
import AttachmentsGalleryPage from './AttachmentsGalleryPage.tsx';

const page = () =>
  renderUi(
    <MemoryRouter>
      <AttachmentsGalleryPage />
    </MemoryRouter>,
  );

afterEach(() => attachments.clear());

describe('attachments gallery', () => {
  it('anyone: with nothing attached, says so', () => {
    page();
    expect(screen.getByTestId('gallery-empty').textContent).toBe('no attachments yet');
  });

  it('service-request author: sees what the owner screen attached, over its max, and removes one', async () => {
    attachments.start({ ownerRoute: 'sreq.create', maxItems: 1 });
    attachments.add([
      { id: 'a', values: { name: 'leak.jpg' }, previewUrl: 'https://files.example/leak.jpg' },
      { id: 'b', values: { name: 'stain.jpg' }, previewUrl: null },
    ]);
    page();
    expect(screen.getAllByTestId('gallery-item')).toHaveLength(2);
    expect(screen.getByTestId('gallery-count').textContent).toBe('2 attachments of 1');
    expect(screen.getByText('There are more attachments than the 1 allowed; remove some before saving.')).toBeTruthy();
    expect(screen.getByText('no preview')).toBeTruthy();
    await setupUser().click(screen.getByRole('button', { name: 'remove stain.jpg' }));
    expect(screen.getAllByTestId('gallery-item')).toHaveLength(1);
    expect(screen.getByTestId('gallery-count').textContent).toBe('1 attachment of 1');
  });
});
