import { Badge } from '@mantine/core';
import { Tooltip } from './Tooltip.tsx';

export function MandatoryStatus() {
  return (
    <Tooltip label="this status is mandatory" opened position="right">
      <Badge variant="outline">Vacant</Badge>
    </Tooltip>
  );
}
