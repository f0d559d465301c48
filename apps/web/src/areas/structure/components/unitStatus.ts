import type { PartCategories, UnitStatusCategoryCode } from '@lintel/contracts/settings/unit-statuses';
import type { UnitListItem } from '@lintel/contracts/structure';
import { defineStateMap } from '../../../app/kit/StatusBadge.tsx';
import { unitStatusMessages as m } from '../unit-status.messages.ts';

/** Physical statuses of the default catalogue: their words and tones. */
export const physicalStates = defineStateMap({
  READY: { label: m.ready, tone: 'success' },
  NOT_READY: { label: m.notReady, tone: 'warning' },
  DOWN: { label: m.down, tone: 'danger' },
  OCCUPIED_GOOD: { label: m.goodCondition, tone: 'info' },
  PRE_MOVE_OUT: { label: m.preMoveOut, tone: 'progress' },
});

/** Occupancy: the catalogue's category of the unit's status (the three categories every part has). */
export const occupancyStates = defineStateMap<UnitStatusCategoryCode>({
  VACANT: { label: m.vacant, tone: 'warning' },
  INDEFINITE: { label: m.occupied, tone: 'success' },
  ENDING: { label: m.onNotice, tone: 'info' },
});

/** Availability (future occupancy): whether a unit can be leased now, from a date, or not. */
export const availabilityStates = defineStateMap({
  AVAILABLE: { label: m.available, tone: 'success' },
  UNAVAILABLE: { label: m.unavailable, tone: 'danger' },
  ON_NOTICE: { label: m.onNotice, tone: 'info' },
  LEASED: { label: m.leased, tone: 'neutral' },
});
type Availability = keyof typeof availabilityStates;

/** Categories of the default catalogue's physical statuses, when the community's cannot be read. */
const defaultCategory: Record<string, UnitStatusCategoryCode> = {
  READY: 'VACANT',
  NOT_READY: 'VACANT',
  DOWN: 'VACANT',
  OCCUPIED_GOOD: 'INDEFINITE',
  PRE_MOVE_OUT: 'ENDING',
};

type Item = { value: string; label: string };
export type StatusOption = Item | { group: string; items: Item[] };

/** What the units list knows of a community's physical statuses: names and categories by code. */
export interface StatusCatalogue {
  name(code: string): string | undefined;
  category(code: string): UnitStatusCategoryCode | undefined;
  /** The statuses to offer (the filter and the bulk change): by category, or a plain list of the defaults. */
  options: StatusOption[];
}

/** The community's catalogue (when it can be read), else the default one with the kit's words. */
export function statusCatalogue(part: PartCategories | undefined, label: (code: string) => string): StatusCatalogue {
  if (part) {
    const byCode = new Map(
      part.categories.flatMap((c) => c.statuses.map((s) => [s.code, { name: s.name, category: c.code }] as const)),
    );
    return {
      name: (code) => byCode.get(code)?.name,
      category: (code) => byCode.get(code)?.category,
      options: part.categories
        .filter((c) => c.statuses.length > 0)
        .map((c) => ({ group: c.name, items: c.statuses.map((s) => ({ value: s.code, label: s.name })) })),
    };
  }
  return {
    name: () => undefined,
    category: (code) => defaultCategory[code],
    options: Object.keys(physicalStates).map((code) => ({ value: code, label: label(code) })),
  };
}

/**
 * A unit's occupancy until leases are recorded: on notice when it has a notice-to-vacate date, else
 * the category its physical status belongs to in the catalogue; unknown without either.
 */
export function occupancyOf(
  unit: Pick<UnitListItem, 'physicalStatus' | 'noticeToVacateDate'>,
  catalogue: StatusCatalogue,
): UnitStatusCategoryCode | null {
  if (unit.noticeToVacateDate) return 'ENDING';
  return unit.physicalStatus ? (catalogue.category(unit.physicalStatus) ?? null) : null;
}

/** The day a date-only value plus some days falls on (YYYY-MM-DD). */
export function addDays(dateOnly: string, days: number): string {
  const date = new Date(`${dateOnly}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A unit's availability: a vacant unit is available when its physical status is READY (else
 * unavailable); a unit on notice becomes available on the notice date plus the community's 'days
 * for unit availability' (known when the unit status rules can be read); an occupied one is leased.
 */
export function availabilityOf(
  unit: Pick<UnitListItem, 'physicalStatus' | 'noticeToVacateDate'>,
  catalogue: StatusCatalogue,
  leadDays: number | undefined,
): { state: Availability; from: string | null } | null {
  const occupancy = occupancyOf(unit, catalogue);
  if (occupancy === 'VACANT')
    return { state: unit.physicalStatus === 'READY' ? 'AVAILABLE' : 'UNAVAILABLE', from: null };
  if (occupancy === 'INDEFINITE') return { state: 'LEASED', from: null };
  if (occupancy === 'ENDING') {
    const from = unit.noticeToVacateDate && leadDays !== undefined ? addDays(unit.noticeToVacateDate, leadDays) : null;
    return { state: 'ON_NOTICE', from };
  }
  return null;
}

/** Whether the options offer a status code. */
export function offers(options: StatusOption[], code: string): boolean {
  return options.some((o) => ('items' in o ? o.items.some((i) => i.value === code) : o.value === code));
}
