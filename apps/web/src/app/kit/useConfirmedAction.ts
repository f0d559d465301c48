import { type ConfirmationRequest, useConfirm, useToast } from '@lintel/ui';

type SuccessText = Parameters<ReturnType<typeof useToast>['success']>[0];

/**
 * Asks first, then acts: the confirmation the spec words for a destructive action, the action if the
 * user says yes, a success toast when one is given, and the server's refusal as an error toast. Nothing
 * runs on no.
 *
 * @example const run = useConfirmedAction(); run({ id: 'delete-x', confirmationMessage: m.deleteConfirm, confirmBtnText: m.yes, cancelBtnText: m.no, confirmationType: 'warning' }, () => remove.mutateAsync(id), m.deleted);
 */
export function useConfirmedAction() {
  const ask = useConfirm();
  const toast = useToast();
  return async (request: ConfirmationRequest, action: () => Promise<unknown>, success?: SuccessText): Promise<void> => {
    if (!(await ask(request))) return;
    try {
      await action();
      if (success !== undefined) toast.success(success);
    } catch (error) {
      toast.error(error);
    }
  };
}
