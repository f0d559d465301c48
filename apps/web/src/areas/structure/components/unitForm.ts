import { structure } from '@lintel/contracts';
import type { z } from 'zod';
import { filledNumber, pickedId } from './requiredFields.ts';

const shape = structure.units.unitInput.shape;

/** The contract's unit schema; the choices and numbers say 'required' while empty. */
export const unitForm = structure.units.unitInput.extend({
  buildingId: pickedId,
  unitTypeId: pickedId,
  floor: filledNumber(shape.floor),
  squareFeet: filledNumber(shape.squareFeet),
  marketRentCents: filledNumber(shape.marketRentCents),
});
export type UnitFormInput = z.input<typeof unitForm>;
export type UnitFormValues = z.output<typeof unitForm>;
