import type { PartCategories } from '@lintel/contracts/settings/unit-statuses';
import { describe, expect, it } from 'vitest';
import { addDays, availabilityOf, occupancyOf, offers, statusCatalogue } from './unitStatus.ts';

const status = (code: string, name: string) => ({
  code,
  name,
  description: '',
  labels: [],
  extendable: false,
  isDefault: true,
});
const part: PartCategories = {
  part: 'PHYSICAL_STATUS',
  isDefault: false,
  undo: null,
  categories: [
    {
      code: 'VACANT',
      name: 'Vacant units',
      description: '',
      isDefault: true,
      statuses: [status('READY', 'Ready to show')],
    },
    {
      code: 'INDEFINITE',
      name: 'Occupied units',
      description: '',
      isDefault: true,
      statuses: [status('OCCUPIED_GOOD', 'Fine')],
    },
    { code: 'ENDING', name: 'On notice', description: '', isDefault: true, statuses: [] },
  ],
};
const community = statusCatalogue(part, (code) => code);
const defaults = statusCatalogue(undefined, (code) => `default ${code}`);

describe('a manager reading unit statuses in the list', () => {
  it("sees the community's own status names and the categories it offers", () => {
    expect(community.name('READY')).toBe('Ready to show');
    expect(community.options).toHaveLength(2);
    expect(offers(community.options, 'OCCUPIED_GOOD')).toBe(true);
    expect(offers(community.options, 'DOWN')).toBe(false);
    expect(offers(defaults.options, 'DOWN')).toBe(true);
  });

  it('sees occupancy from the notice date first, else from the category of the status', () => {
    expect(occupancyOf({ physicalStatus: 'READY', noticeToVacateDate: null }, community)).toBe('VACANT');
    expect(occupancyOf({ physicalStatus: 'OCCUPIED_GOOD', noticeToVacateDate: '2027-01-31' }, community)).toBe(
      'ENDING',
    );
    expect(occupancyOf({ physicalStatus: 'PRE_MOVE_OUT', noticeToVacateDate: null }, defaults)).toBe('ENDING');
    expect(occupancyOf({ physicalStatus: null, noticeToVacateDate: null }, community)).toBeNull();
    expect(occupancyOf({ physicalStatus: 'UNKNOWN', noticeToVacateDate: null }, community)).toBeNull();
  });

  it("sees availability: ready vacant units now, units on notice from the notice date plus the community's days", () => {
    expect(availabilityOf({ physicalStatus: 'READY', noticeToVacateDate: null }, community, 3)).toEqual({
      state: 'AVAILABLE',
      from: null,
    });
    expect(availabilityOf({ physicalStatus: 'DOWN', noticeToVacateDate: null }, defaults, 3)?.state).toBe(
      'UNAVAILABLE',
    );
    expect(availabilityOf({ physicalStatus: 'OCCUPIED_GOOD', noticeToVacateDate: null }, community, 3)?.state).toBe(
      'LEASED',
    );
    expect(availabilityOf({ physicalStatus: 'OCCUPIED_GOOD', noticeToVacateDate: '2027-01-30' }, community, 3)).toEqual(
      {
        state: 'ON_NOTICE',
        from: '2027-02-02',
      },
    );
    expect(availabilityOf({ physicalStatus: null, noticeToVacateDate: '2027-01-30' }, community, undefined)).toEqual({
      state: 'ON_NOTICE',
      from: null,
    });
  });

  it('counts days across month and year ends', () => {
    expect(addDays('2026-12-30', 5)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
