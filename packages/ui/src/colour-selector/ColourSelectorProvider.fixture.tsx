import { Button, ColorSwatch, Group } from '@mantine/core';
import { useState } from 'react';
import type { ColourSelectorRequest } from './ColourSelectorModal.tsx';
import { useColourSelector } from './ColourSelectorProvider.tsx';

function Pick({ label, request }: { label: string; request?: ColourSelectorRequest }) {
  const selector = useColourSelector();
  const [colours, setColours] = useState<string[]>([]);
  return (
    <Group>
      <Button variant="light" onClick={async () => setColours((await selector.open(request)) ?? colours)}>
        {label}
      </Button>
      {colours.map((colour, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: swatches follow picker order
        <ColorSwatch key={index} color={colour} title={colour} />
      ))}
    </Group>
  );
}

export function Defaults() {
  return <Pick label="pick a colour (defaults)" />;
}

export function ThreeSelectors() {
  return (
    <Pick
      label="pick website colours"
      request={{
        title: 'website colors',
        selectorsAmount: 3,
        selectorsLabels: ['primary color', 'secondary color', 'text color'],
        selectorsDefaultColors: ['#1f4e79', '#f2a900', '#222222'],
      }}
    />
  );
}
