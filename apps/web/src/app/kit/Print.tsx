import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { dataMessages as m } from './data.messages.ts';
import './print.css';

/**
 * Marks what the browser prints (or saves as PDF) when it is on the page: the rest of the screen,
 * the shell included, is hidden by the print stylesheet. Spread it on the element that holds the
 * printable content; mark parts not to print (buttons, editors) with `data-print="hide"`.
 *
 * @example <Stack {...printArea}><Title>{unit.name}</Title><DetailFields … /></Stack>
 */
export const printArea = { className: 'lintel-print-area' } as const;

/** 'Print': the browser's print dialog, where a PDF can be saved too; hidden on the printout itself. */
export function PrintButton({ testId }: { testId: string }) {
  const intl = useIntl();
  return (
    <Button variant="default" size="xs" onClick={() => window.print()} data-print="hide" data-testid={testId}>
      {intl.formatMessage(m.print)}
    </Button>
  );
}
