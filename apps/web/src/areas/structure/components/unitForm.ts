import { cbr } from '@lintel/contracts';
import type { z } from 'zod';
import { filledNumber, pickedId } from './requiredFields.ts';

const shape = cbr.units.unitInput.shape;

/** The contract's unit schema; the choices and numbers say 'required' while empty. */
export const unitForm = cbr.units.unitInput.extend({
  buildingId: pickedId,
  unitTypeId: pickedId,
  floor: filledNumber(shape.floor),
  squareFeet: filledNumber(shape.squareFeet),
  marketRentCents: filledNumber(shape.marketRentCents),
});
export type UnitFormInput = z.input<typeof unitForm>;
export type UnitFormValues = z.output<typeof unitForm>;
