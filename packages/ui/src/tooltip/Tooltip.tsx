import { Tooltip as MantineTooltip, type TooltipProps as MantineTooltipProps } from '@mantine/core';

/** The spec's tooltip hide delay. */
export const TOOLTIP_HIDE_DELAY_MS = 100;

export type TooltipProps = MantineTooltipProps;

/**
 * Mantine's tooltip with the spec's 100 ms hide delay (so moving the pointer onto the tooltip does not
 * make it vanish), an arrow, and wrapping for long texts.
 *
 * @example <Tooltip label="this status is mandatory"><span>Vacant</span></Tooltip>
 */
export function Tooltip({
  closeDelay = TOOLTIP_HIDE_DELAY_MS,
  withArrow = true,
  multiline = true,
  ...rest
}: TooltipProps) {
  return <MantineTooltip closeDelay={closeDelay} withArrow={withArrow} multiline={multiline} maw={320} {...rest} />;
}
