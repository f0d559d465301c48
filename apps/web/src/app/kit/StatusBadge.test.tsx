import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../../packages/ui/test/render.tsx';
import { defineMessages } from '../../i18n/define.ts';
import { defineStateMap, StatusBadge } from './StatusBadge.tsx';

const m = defineMessages({
  open: { id: 'test.state.open', defaultMessage: 'Open' },
  done: { id: 'test.state.done', defaultMessage: 'Done' },
});
const states = defineStateMap({ OPEN: { label: m.open, tone: 'danger' }, DONE: { label: m.done, tone: 'success' } });

describe('a manager reading a status badge', () => {
  it('sees the words of the state map, tagged with the state', () => {
    renderUi(<StatusBadge map={states} state="OPEN" testId="badge" />);
    const badge = screen.getByTestId('badge');
    expect(badge.textContent).toBe('Open');
    expect(badge.getAttribute('data-state')).toBe('OPEN');
  });

  it('sees the code of a state the map does not know, instead of a blank', () => {
    renderUi(<StatusBadge map={states} state="ARCHIVED" testId="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('ARCHIVED');
  });
});
