import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryState } from '../../../../app/kit/QueryState.tsx';
import { usePdkHardwareQuery } from '../../api/lock-families.ts';
import { lockFamilyMessages as m } from '../../lock-families.messages.ts';
import { Facts, LockHeader, useYesNo } from './parts.tsx';

/** /iot/locks/pdk/:lockId/hardware-controller: the door's controller as its cloud node reports it. */
export default function PdkHardwarePage() {
  const intl = useIntl();
  const yesNo = useYesNo();
  const { lockId = '' } = useParams();
  const query = usePdkHardwareQuery(lockId);
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.failed)} />;
  const { lock, node, controller } = query.data;
  return (
    <Stack gap="lg">
      <LockHeader lock={lock} />
      <Facts
        testId="pdk-hardware"
        items={[
          [intl.formatMessage(m.node), node ? `${node.name} (${node.connection})` : intl.formatMessage(m.none)],
          [intl.formatMessage(m.board), controller.board],
          [intl.formatMessage(m.controllerSerial), controller.serial],
          [intl.formatMessage(m.firmware), controller.firmware],
          [intl.formatMessage(m.doorPosition), controller.doorPosition],
          [intl.formatMessage(m.requestToExit), yesNo(controller.requestToExit)],
          [intl.formatMessage(m.tamper), yesNo(controller.tamper)],
          [intl.formatMessage(m.relayVoltage), intl.formatMessage(m.volts, { value: controller.relayVoltage })],
        ]}
      />
    </Stack>
  );
}
