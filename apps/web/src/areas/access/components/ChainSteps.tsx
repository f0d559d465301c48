import type { ChainLink } from '@lintel/contracts/access/doors';
import { Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { accessMessages as m } from '../messages.ts';
import { linkKinds, linkStates } from './states.ts';

/**
 * The links of a chain (source → place → hours → credential → lock) as a compact row of steps, each
 * ok or not; a link that is not ok carries its note. `detailed` writes each note under the row too
 * (the "why" panel); the compact row keeps it in the badge's accessible name only.
 */
export function ChainSteps({ links, detailed = false }: { links: ChainLink[]; detailed?: boolean }) {
  const intl = useIntl();
  const text = (link: ChainLink) =>
    intl.formatMessage(m.linkText, { kind: intl.formatMessage(linkKinds[link.kind]), label: link.label });
  const failing = links.filter((link) => !link.ok);
  return (
    <Stack gap={4}>
      {/* The steps wrap onto more lines rather than stretch a table row off the screen. */}
      <Group
        gap={4}
        wrap="wrap"
        miw={detailed ? undefined : 420}
        style={{ whiteSpace: 'normal' }}
        data-testid="chain-steps"
      >
        {links.map((link, index) => (
          <Group key={`${link.kind}:${link.label}`} gap={4} wrap="nowrap">
            {index > 0 && (
              <Text size="xs" c="gray.7" aria-hidden>
                →
              </Text>
            )}
            <span title={link.note ?? undefined} data-testid="chain-link" data-ok={link.ok} data-kind={link.kind}>
              <StatusBadge
                map={linkStates}
                state={link.ok ? 'OK' : 'FAILED'}
                label={`${link.ok ? '✓' : '✗'} ${text(link)}${!link.ok && link.note && !detailed ? ` (${link.note})` : ''}`}
              />
            </span>
          </Group>
        ))}
      </Group>
      {detailed &&
        failing.map((link) => (
          <Text key={`${link.kind}:${link.label}`} size="sm" c="red.9" data-testid="chain-note">
            {text(link)} — {intl.formatMessage(m.linkFailed)}
            {link.note ? `: ${link.note}` : ''}
          </Text>
        ))}
    </Stack>
  );
}
