import { useNavigate } from 'react-router';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';

/**
 * Shows another modal in place of this one (a create form becomes the details of what it created),
 * keeping the stack beneath as it is, so back and the breadcrumbs skip the finished form.
 */
export function useReplaceModal(): (url: string) => void {
  const navigate = useNavigate();
  const stack = useModalStack();
  return (url) => navigate(url, { replace: true, state: stack.state ? { modal: stack.state } : null });
}
