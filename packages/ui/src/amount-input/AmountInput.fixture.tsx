import { Group } from '@mantine/core';
import { useState } from 'react';
import { AmountInput } from './AmountInput.tsx';
import { MoneyInput } from './MoneyInput.tsx';

export function Amounts() {
  const [value, setValue] = useState<number | null>(12.5);
  const [cents, setCents] = useState<number | null>(155_000);
  return (
    <Group align="flex-start">
      <AmountInput label="premium %" value={value} onChange={setValue} description={`value: ${value}`} />
      <MoneyInput label="market rent" value={cents} onChange={setCents} description={`cents: ${cents}`} />
    </Group>
  );
}
