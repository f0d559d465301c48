import { Anchor, Box, Group } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useUiText } from '../i18n.ts';
import { tagMessages as messages } from './messages.ts';
import { TAG_HEIGHT } from './Tag.tsx';

/** The spec's default number of rows shown before "show more". */
export const COLLAPSIBLE_TAGS_ROWS = 2;
const GAP_PX = 6;

export interface CollapsibleTagsProps {
  /** The tags (usually `<Tag>`s). */
  children: ReactNode;
  rows?: number;
}

/**
 * Wrapping tags cut to a number of rows (2 by default, counted in 28 px tags), with show more / show
 * less when they do not fit.
 */
export function CollapsibleTags({ children, rows = COLLAPSIBLE_TAGS_ROWS }: CollapsibleTagsProps) {
  const text = useUiText();
  const box = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const maxHeight = rows * TAG_HEIGHT.medium + (rows - 1) * GAP_PX;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > maxHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  });

  return (
    <Box>
      <Box ref={box} style={{ maxHeight: expanded ? undefined : maxHeight, overflow: 'hidden' }}>
        <Group gap={GAP_PX}>{children}</Group>
      </Box>
      {overflows || expanded ? (
        <Anchor component="button" type="button" size="sm" mt={4} onClick={() => setExpanded((open) => !open)}>
          {text(expanded ? messages.showLess : messages.showMore)}
        </Anchor>
      ) : null}
    </Box>
  );
}
