import { Badge, type BadgeProps, CloseButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUiText } from '../i18n.ts';
import { tagMessages } from './messages.ts';

/** The spec's tag sizes (medium is the default) and themes. */
export type TagSize = 'large' | 'medium' | 'small';
export type TagTheme = 'primary' | 'secondary';

/** Heights in px; medium is the spec's tag height of 28, which collapsible tags count rows by. */
export const TAG_HEIGHT: Readonly<Record<TagSize, number>> = { large: 32, medium: 28, small: 22 };

const FONT: Record<TagSize, BadgeProps['size']> = { large: 'lg', medium: 'md', small: 'sm' };

export interface TagProps {
  children: ReactNode;
  size?: TagSize;
  theme?: TagTheme;
  /** Shows a remove button (named "remove {tag}") that calls this. */
  onRemove?: () => void;
  /** The tag's text for the remove button's name, when children are not plain text. */
  name?: string;
}

/**
 * A label chip: primary uses the brand colour, secondary is neutral.
 *
 * @example <Tag theme="secondary" onRemove={() => drop(tag)}>pool</Tag>
 */
export function Tag({ children, size = 'medium', theme = 'primary', onRemove, name }: TagProps) {
  const text = useUiText();
  return (
    <Badge
      variant="light"
      color={theme === 'primary' ? undefined : 'gray'}
      size={FONT[size]}
      radius="sm"
      h={TAG_HEIGHT[size]}
      tt="none"
      fw={500}
      data-theme={theme}
      rightSection={
        onRemove ? (
          <CloseButton
            size="xs"
            variant="transparent"
            aria-label={text({
              ...tagMessages.remove,
              values: { name: name ?? (typeof children === 'string' ? children : '') },
            })}
            onClick={onRemove}
          />
        ) : undefined
      }
    >
      {children}
    </Badge>
  );
}
