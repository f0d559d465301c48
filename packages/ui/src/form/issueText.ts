import type { ErrorIssue } from '@lintel/contracts/errors';
import { describeIssue, type RawIssue } from '@lintel/contracts/issues';
import { useCallback } from 'react';
import { type IntlShape, useIntl } from 'react-intl';

/** A described issue or a server issue in the user's language (the English default when not translated). */
function render(
  intl: IntlShape,
  issue: { id?: string; defaultMessage?: string; message: string; values?: ErrorIssue['values'] },
) {
  return issue.id
    ? intl.formatMessage({ id: issue.id, defaultMessage: issue.defaultMessage ?? issue.message }, issue.values)
    : issue.message;
}

/**
 * The error map in the user's language: a zod issue (the form's own check) or an issue of the
 * server's 400 answer, as the words shown next to its field.
 *
 * @example const text = useIssueText(); text(result.error.issues[0]) // 'Enter 20 or less'
 */
export function useIssueText(): (issue: RawIssue | ErrorIssue) => string {
  const intl = useIntl();
  return useCallback((issue) => ('code' in issue ? render(intl, describeIssue(issue)) : render(intl, issue)), [intl]);
}
