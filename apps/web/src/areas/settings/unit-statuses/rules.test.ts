import { rulesBody } from '@lintel/contracts/settings/unit-statuses';
import { describe, expect, it } from 'vitest';
import { rulesBodyOf, rulesForm } from './RulesTab.tsx';

const on = {
  moveOutPhysicalStatusAutoUpdate: true,
  moveOutPhysicalStatusLabelId: '7f1c4f4e-2c7a-4a53-9d43-0d3c7b0e6a11',
  moveOutPhysicalStatusReservationPeriod: 3,
  unitPreparationLeadTime: 14,
};

describe('rules form', () => {
  it('community manager: with auto update off only the flag is sent, and the server schema accepts it', () => {
    const body = rulesBodyOf({ ...on, moveOutPhysicalStatusAutoUpdate: false });
    expect(body).toEqual({ moveOutPhysicalStatusAutoUpdate: false });
    expect(rulesBody.safeParse(body).success).toBe(true);
    expect(rulesBody.safeParse(rulesBodyOf(on)).success).toBe(true);
  });

  it('community manager: the label is required only while auto update is on; days stay within 1 to 365', () => {
    expect(rulesForm.safeParse({ ...on, moveOutPhysicalStatusLabelId: null }).success).toBe(false);
    expect(
      rulesForm.safeParse({ ...on, moveOutPhysicalStatusAutoUpdate: false, moveOutPhysicalStatusLabelId: null })
        .success,
    ).toBe(true);
    expect(rulesForm.safeParse({ ...on, unitPreparationLeadTime: 366 }).success).toBe(false);
    expect(rulesForm.safeParse({ ...on, moveOutPhysicalStatusReservationPeriod: 0 }).success).toBe(false);
  });
});
