import type { ListQuery, structure } from '@lintel/contracts';
import { found, translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import * as repository from './parking.repository.ts';
import { assertInCommunity } from './references.service.ts';

type ParkingSpace = structure.parking.ParkingSpace;
type ParkingSpaceInput = ReturnType<typeof structure.parking.parkingSpaceInput.parse>;

/** Parking space names are unique inside a community. */
const taken = { unique: 'CBR_NAME_TAKEN' } as const;

export function list(scope: CommunityScope, query: ListQuery & { available?: 'true' | 'false'; unitId?: string }) {
  return repository.listParkingSpaces(scope, query);
}

async function get(scope: CommunityScope, id: string): Promise<ParkingSpace> {
  return found(await repository.findParkingSpace(scope, id));
}

export async function create(scope: CommunityScope, input: ParkingSpaceInput): Promise<ParkingSpace> {
  await assertInCommunity(scope, [['units', input.unitId]]);
  const id = await translate(() => repository.insertParkingSpace(scope, input), taken);
  return get(scope, id);
}

export async function update(scope: CommunityScope, id: string, input: ParkingSpaceInput): Promise<ParkingSpace> {
  await assertInCommunity(scope, [['units', input.unitId]]);
  const row = await translate(() => repository.updateParkingSpace(scope, id, input), taken);
  return get(scope, row.id);
}

export function remove(scope: CommunityScope, id: string): Promise<{ id: string }> {
  return repository.deleteParkingSpace(scope, id);
}
