import { Popover as MantinePopover, type PopoverProps as MantinePopoverProps } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

/** The spec's popover positions and placements. */
export type PopoverPosition = 'auto' | 'left' | 'right' | 'middle' | 'top' | 'bottom';
export type PopoverPlacement = 'inside' | 'outside';

const MANTINE_POSITION: Record<PopoverPosition, MantinePopoverProps['position']> = {
  auto: 'bottom',
  middle: 'bottom',
  left: 'left',
  right: 'right',
  top: 'top',
  bottom: 'bottom',
};

export interface PopoverProps extends Omit<MantinePopoverProps, 'position' | 'children'> {
  /** The element that opens it (must accept a ref). */
  target: ReactElement;
  children: ReactNode;
  /** auto (default) flips to wherever there is room; middle centres it under the target. */
  position?: PopoverPosition;
  /** outside (default) floats above the page; inside stays in the target's container, scrolling and clipping with it. */
  placement?: PopoverPlacement;
}

/**
 * A click-opened floating panel, closed by an outside click or Escape.
 *
 * @example <Popover target={<Button>filters</Button>} position="bottom">{form}</Popover>
 */
export function Popover({ target, children, position = 'auto', placement = 'outside', ...rest }: PopoverProps) {
  return (
    <MantinePopover
      position={MANTINE_POSITION[position]}
      middlewares={{ flip: position === 'auto', shift: true }}
      withinPortal={placement === 'outside'}
      shadow="md"
      withArrow={position !== 'middle'}
      trapFocus
      data-position={position}
      {...rest}
    >
      <MantinePopover.Target>{target}</MantinePopover.Target>
      <MantinePopover.Dropdown>{children}</MantinePopover.Dropdown>
    </MantinePopover>
  );
}
