import { Button, ColorPicker, ColorSwatch, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { type UiText, useUiText } from '../i18n.ts';
import { commonMessages } from '../messages.ts';
import { normalizeHex } from './hex.ts';
import { colourSelectorMessages as messages } from './messages.ts';

/** The spec's default colour for every selector. */
export const DEFAULT_SELECTOR_COLOUR = '#ededed';

/** The spec's open-modal-colors-selector payload. */
export interface ColourSelectorRequest {
  /** Defaults to 'color selector'. */
  title?: UiText;
  /** How many pickers; defaults to 1. */
  selectorsAmount?: number;
  /** One label per picker; the first defaults to 'primary color'. */
  selectorsLabels?: UiText[];
  /** One starting colour per picker; each defaults to #ededed. */
  selectorsDefaultColors?: string[];
}

export interface ColourSelectorModalProps {
  request: ColourSelectorRequest | null;
  opened: boolean;
  onSave: (colours: string[]) => void;
  onCancel: () => void;
}

function initialColours(request: ColourSelectorRequest): string[] {
  const amount = Math.max(1, Math.floor(request.selectorsAmount ?? 1));
  return Array.from(
    { length: amount },
    (_, i) => normalizeHex(request.selectorsDefaultColors?.[i] ?? '') ?? DEFAULT_SELECTOR_COLOUR,
  );
}

function labelOf(request: ColourSelectorRequest, index: number): UiText {
  return (
    request.selectorsLabels?.[index] ??
    (index === 0 ? messages.primary : { ...messages.numbered, values: { number: index + 1 } })
  );
}

interface PickerProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
}

function HexPicker({ label, value, onChange }: PickerProps) {
  const text = useUiText();
  const id = useId();
  const valid = normalizeHex(value);
  return (
    <Stack gap={6} role="group" aria-labelledby={id}>
      <Text id={id} fw={600} size="sm">
        {label}
      </Text>
      <ColorPicker
        format="hex"
        value={valid ?? DEFAULT_SELECTOR_COLOUR}
        onChange={onChange}
        fullWidth
        aria-label={label}
      />
      <TextInput
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={() => valid && onChange(valid)}
        leftSection={<ColorSwatch color={valid ?? 'transparent'} size={18} />}
        error={valid ? undefined : text(messages.invalid)}
        maxLength={7}
        spellCheck={false}
      />
    </Stack>
  );
}

/**
 * The colour selector modal: one hex picker (no alpha) per selector, cancel and save. Pages open it
 * through `useColourSelector()`.
 */
export function ColourSelectorModal({ request, opened, onSave, onCancel }: ColourSelectorModalProps) {
  const text = useUiText();
  const [colours, setColours] = useState(() => (request ? initialColours(request) : []));
  if (!request) return null;
  const normalized = colours.map(normalizeHex);
  const allValid = normalized.every((colour) => colour !== null);

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={text(request.title ?? messages.title)}
      size={colours.length > 1 ? 'xl' : 'sm'}
      centered
      closeButtonProps={{ 'aria-label': text(commonMessages.close) }}
    >
      <SimpleGrid cols={{ base: 1, sm: Math.min(colours.length, 3) }} spacing="lg">
        {colours.map((colour, index) => (
          <HexPicker
            // Pickers never reorder, so their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list
            key={index}
            label={text(labelOf(request, index))}
            value={colour}
            onChange={(next) => setColours((all) => all.map((old, i) => (i === index ? next : old)))}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {text(commonMessages.cancel)}
        </Button>
        <Button disabled={!allValid} onClick={() => onSave(normalized as string[])}>
          {text(commonMessages.save)}
        </Button>
      </Group>
    </Modal>
  );
}
