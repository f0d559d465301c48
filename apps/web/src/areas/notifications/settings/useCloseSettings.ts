import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { passesGates } from '../../../app/routing/access.ts';
import { findRoute, hrefOf } from '../../../app/routing/table.ts';
import { useAccessEnv } from '../../../app/routing/useAccessEnv.ts';

const SETTINGS = 'community.settings.index';

/**
 * Closes the notification tab: to community settings, whose page opens the first tab the user may see,
 * when they may open it; else home (the notification tab itself is open to everyone).
 */
export function useCloseSettings(): () => void {
  const navigate = useNavigate();
  const env = useAccessEnv();
  const settings = findRoute(SETTINGS);
  const target = settings && passesGates(settings, env) ? hrefOf(SETTINGS) : '/';
  return useCallback(() => navigate(target), [navigate, target]);
}
