import { structure } from '@lintel/contracts';
import type { z } from 'zod';
import { filledNumber } from './requiredFields.ts';

/** The contract's building schema; the floor count says 'required' while empty. */
export const buildingForm = structure.buildings.buildingInput.extend({
  floors: filledNumber(structure.buildings.buildingInput.shape.floors),
});
export type BuildingFormInput = z.input<typeof buildingForm>;
export type BuildingFormValues = z.output<typeof buildingForm>;
