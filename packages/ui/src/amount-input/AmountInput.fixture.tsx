import { Group } from '@mantine/core';
import { useState } from 'react';
import { AmountInput } from './AmountInput.tsx';

export function Amounts() {
  const [value, setValue] = useState<number | null>(1234.5);
  return (
    <Group align="flex-start">
      <AmountInput label="premium" leftSection="$" value={value} onChange={setValue} description={`value: ${value}`} />
      <AmountInput label="adjustment (negatives allowed)" allowNegative defaultValue={-25} />
      <AmountInput label="deposit (max 5,000)" max={5000} defaultValue={null} placeholder="0.00" />
    </Group>
  );
}
