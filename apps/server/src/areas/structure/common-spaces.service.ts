import type { ListQuery, structure } from '@lintel/contracts';
import { found, translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import * as repository from './common-spaces.repository.ts';
import { assertInCommunity } from './references.service.ts';

type CommonSpace = structure.commonSpaces.CommonSpace;
type BusinessPurpose = structure.commonSpaces.BusinessPurpose;
type CommonSpaceInput = ReturnType<typeof structure.commonSpaces.commonSpaceInput.parse>;

/** Common space names are unique inside a community. */
const taken = { unique: 'CBR_NAME_TAKEN' } as const;

/** Every business purpose, in the given order, with how many spaces of it the community has. */
export async function listBusinessPurposes(
  scope: CommunityScope,
  purposes: readonly BusinessPurpose[],
): Promise<{ code: BusinessPurpose; spaceCount: number }[]> {
  const counts = await repository.countByBusinessPurpose(scope);
  return purposes.map((code) => ({ code, spaceCount: counts.find((c) => c.business_purpose === code)?.n ?? 0 }));
}

export function list(scope: CommunityScope, query: ListQuery & { businessPurpose?: BusinessPurpose }) {
  return repository.listCommonSpaces(scope, query);
}

export async function get(scope: CommunityScope, id: string): Promise<CommonSpace> {
  return found(await repository.findCommonSpace(scope, id));
}

export async function create(
  scope: CommunityScope,
  input: CommonSpaceInput & { businessPurpose: BusinessPurpose },
): Promise<CommonSpace> {
  await assertInCommunity(scope, [['buildings', input.buildingId]]);
  const id = await translate(() => repository.insertCommonSpace(scope, input), taken);
  return get(scope, id);
}

export async function update(scope: CommunityScope, id: string, input: CommonSpaceInput): Promise<CommonSpace> {
  await assertInCommunity(scope, [['buildings', input.buildingId]]);
  const row = await translate(() => repository.updateCommonSpace(scope, id, input), taken);
  return get(scope, row.id);
}

export function remove(scope: CommunityScope, id: string): Promise<{ id: string }> {
  return repository.deleteCommonSpace(scope, id);
}
