// The area's table type, for programs that reach the seed without the server's whole source.
import '../areas/automation/automation.tables.ts';
import type { HoursEntry } from '@lintel/contracts/hours';
import type { Tx } from '../platform/db/scope.ts';
import type { CommunityKeys } from './areas.ts';
import { demoId } from './ids.ts';

const at = (hours: number, clock: 'am' | 'pm', minutes = 0) => ({ hours, minutes, clock });
const range = (days: number, open: ReturnType<typeof at>, close: ReturnType<typeof at>): HoursEntry => ({
  days,
  openTime: open,
  closeTime: close,
  working24: false,
});
const weekdays = (open: ReturnType<typeof at>, close: ReturnType<typeof at>) =>
  [1, 2, 3, 4, 5].map((day) => range(day, open, close));

/** The schedules a community's auto-open rules and scenarios would follow: office, amenity and quiet hours. */
const schedules: {
  name: string;
  hours: HoursEntry[];
  closedDays: { date: string; name: string }[];
  description: string | null;
}[] = [
  {
    name: 'Leasing office hours',
    description: 'The front door stays unlocked while the leasing office is open.',
    hours: [...weekdays(at(9, 'am'), at(6, 'pm')), range(6, at(10, 'am'), at(4, 'pm'))],
    closedDays: [
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2027-01-01', name: "New Year's Day" },
    ],
  },
  {
    name: 'Fitness center',
    description: 'Members-only hours; the door opens to a key outside them.',
    hours: [range(8, at(7, 'am'), at(10, 'pm')), ...weekdays(at(5, 'am'), at(11, 'pm'))],
    closedDays: [{ date: '2026-12-25', name: 'Christmas Day' }],
  },
  {
    name: 'Pool season',
    description: null,
    hours: [range(8, at(9, 'am'), at(8, 'pm'))],
    closedDays: [],
  },
];

/** Three schedules in every demo community, with stable ids. */
export async function seedSchedules(trx: Tx, community: CommunityKeys): Promise<void> {
  await trx
    .insertInto('automation_schedules')
    .values(
      schedules.map((schedule) => ({
        ...community,
        id: demoId(`schedule:${community.community_id}/${schedule.name}`),
        name: schedule.name,
        description: schedule.description,
        hours: JSON.stringify(schedule.hours),
        closed_days: JSON.stringify(schedule.closedDays),
      })),
    )
    .execute();
}
