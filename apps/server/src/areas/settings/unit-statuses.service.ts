import type {
  PartCategories,
  ResetBody,
  RulesBody,
  StatusText,
  UndoTarget,
  UnitStatusCategoryCode,
  UnitStatusPart,
  UnitStatusSettings,
} from '@lintel/contracts/settings/unit-statuses';
import { can } from '@lintel/permissions';
import { loadGrants } from '../../platform/auth/grants.ts';
import { type CommunityScope, withinCommunity } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { defaultStatusByCode } from './default-catalogue.ts';
import {
  type At,
  deleteLabelRow,
  dropUndo,
  ensureCatalogue,
  findLabel,
  findStatus,
  insertLabel,
  type LabelRow,
  labelsOf,
  readMoveOutLabels,
  readPart,
  readStatus,
  readUndo,
  resetStatuses,
  restoreSnapshot,
  type StatusRow,
  saveUndo,
  statusCodes,
  statusesOf,
  takeSnapshot,
  updateLabelText,
  updateStatusText,
} from './unit-statuses.repository.ts';

const at = (scope: CommunityScope): At => ({ customerId: scope.customerId, communityId: scope.communityId });

// Reads never write: a community without its catalogue yet reads the defaults (with the label ids
// the first change will create). Every change ensures the catalogue first.

export async function categories(scope: CommunityScope, part: UnitStatusPart): Promise<PartCategories> {
  return readPart(scope.db, at(scope), part);
}

export async function moveOutLabels(scope: CommunityScope) {
  return { content: await readMoveOutLabels(scope.db, at(scope)) };
}

/** Resets a part, a category or one physical status, keeping what it replaced for one undo. */
export async function reset(scope: CommunityScope, body: ResetBody): Promise<PartCategories> {
  const here = at(scope);
  await ensureCatalogue(scope.db, here);
  let target: UndoTarget;
  let codes: string[];
  if ('statusCode' in body) {
    const status = await findStatus(scope.db, here, body.statusCode);
    if (!status || status.part !== body.part) throw new AppError('RECORD_NOT_FOUND');
    target = {
      part: body.part,
      scope: 'STATUS',
      categoryCode: status.category_code as UnitStatusCategoryCode,
      statusCode: status.code,
    };
    codes = [status.code];
  } else if ('categoryCode' in body) {
    target = { part: body.part, scope: 'CATEGORY', categoryCode: body.categoryCode, statusCode: null };
    codes = await statusCodes(scope.db, here, body.part, body.categoryCode);
  } else {
    target = { part: body.part, scope: 'ALL', categoryCode: null, statusCode: null };
    codes = await statusCodes(scope.db, here, body.part);
  }
  const snapshot = await takeSnapshot(scope.db, here, codes);
  await resetStatuses(scope.db, here, codes);
  await saveUndo(scope.db, here, target, snapshot, scope.now);
  return readPart(scope.db, here, body.part);
}

export async function undo(scope: CommunityScope, part: UnitStatusPart): Promise<PartCategories> {
  const here = at(scope);
  const last = await readUndo(scope.db, here);
  if (!last || last.part !== part) throw new AppError('UNIT_STATUS_NOTHING_TO_UNDO');
  await restoreSnapshot(scope.db, here, last.snapshot);
  await dropUndo(scope.db, here);
  return readPart(scope.db, here, part);
}

export async function updateStatus(scope: CommunityScope, code: string, text: StatusText) {
  const here = at(scope);
  await ensureCatalogue(scope.db, here);
  if (!(await updateStatusText(scope.db, here, code, text))) throw new AppError('RECORD_NOT_FOUND');
  await dropUndo(scope.db, here);
  return (await readStatus(scope.db, here, code))!;
}

export async function createLabel(
  scope: CommunityScope,
  body: { categoryCode: string; statusCode: string } & StatusText,
) {
  const here = at(scope);
  await ensureCatalogue(scope.db, here);
  const status = await findStatus(scope.db, here, body.statusCode);
  if (!status || status.category_code !== body.categoryCode) throw new AppError('RECORD_NOT_FOUND');
  if (status.part !== 'PHYSICAL_STATUS' || !status.extendable) throw new AppError('UNIT_STATUS_NOT_EXTENDABLE');
  const label = await insertLabel(scope.db, here, status.code, body);
  await dropUndo(scope.db, here);
  return label;
}

export async function updateLabel(scope: CommunityScope, id: string, text: StatusText) {
  const here = at(scope);
  await ensureCatalogue(scope.db, here);
  const label = await updateLabelText(scope.db, here, id, text);
  if (!label) throw new AppError('RECORD_NOT_FOUND');
  await dropUndo(scope.db, here);
  return label;
}

export async function deleteLabel(scope: CommunityScope, id: string): Promise<null> {
  const here = at(scope);
  await ensureCatalogue(scope.db, here);
  const label = await findLabel(scope.db, here, id);
  if (!label) throw new AppError('RECORD_NOT_FOUND');
  if (!label.deletable) throw new AppError('UNIT_STATUS_LABEL_MANDATORY');
  await deleteLabelRow(scope.db, here, id);
  await dropUndo(scope.db, here);
  return null;
}

export async function readSettings(scope: CommunityScope): Promise<UnitStatusSettings> {
  const here = at(scope);
  const row = await scope.db
    .selectFrom('unit_status_settings as s')
    .leftJoin('unit_status_labels as l', (join) =>
      join
        .onRef('l.customer_id', '=', 's.customer_id')
        .onRef('l.community_id', '=', 's.community_id')
        .onRef('l.id', '=', 's.move_out_label_id'),
    )
    .select([
      's.move_out_auto_update',
      's.move_out_label_id',
      's.reservation_period',
      's.unit_preparation_lead_time',
      'l.name as labelName',
    ])
    .where('s.customer_id', '=', here.customerId)
    .where('s.community_id', '=', here.communityId)
    .executeTakeFirst();
  // No catalogue yet: the rules form's defaults (the column defaults of unit_status_settings).
  if (!row) return { ...noRules };
  return {
    moveOutPhysicalStatusAutoUpdate: row.move_out_auto_update,
    moveOutPhysicalStatusLabel:
      row.move_out_label_id && row.labelName ? { id: row.move_out_label_id, name: row.labelName } : null,
    moveOutPhysicalStatusReservationPeriod: row.reservation_period,
    unitPreparationLeadTime: row.unit_preparation_lead_time,
  };
}

const noRules: UnitStatusSettings = {
  moveOutPhysicalStatusAutoUpdate: false,
  moveOutPhysicalStatusLabel: null,
  moveOutPhysicalStatusReservationPeriod: 1,
  unitPreparationLeadTime: 1,
};

/** Saves the rules form; with auto update off only the flag changes. */
export async function updateSettings(scope: CommunityScope, body: RulesBody): Promise<UnitStatusSettings> {
  const here = at(scope);
  await ensureCatalogue(scope.db, here);
  if (body.moveOutPhysicalStatusAutoUpdate) {
    const moveOut = await readMoveOutLabels(scope.db, here);
    if (!moveOut.some((l) => l.id === body.moveOutPhysicalStatusLabelId)) {
      throw new AppError('VALIDATION_FAILED', {
        issues: [{ path: 'moveOutPhysicalStatusLabelId', message: 'not a physical status label of this community' }],
      });
    }
  }
  await scope.db
    .updateTable('unit_status_settings')
    .set(
      body.moveOutPhysicalStatusAutoUpdate
        ? {
            move_out_auto_update: true,
            move_out_label_id: body.moveOutPhysicalStatusLabelId,
            reservation_period: body.moveOutPhysicalStatusReservationPeriod,
            unit_preparation_lead_time: body.unitPreparationLeadTime,
            updated_at: scope.now,
          }
        : { move_out_auto_update: false, updated_at: scope.now },
    )
    .where('customer_id', '=', here.customerId)
    .where('community_id', '=', here.communityId)
    .execute();
  return readSettings(scope);
}

const UPDATE_KEY = 'CBR_UNIT_STATUS_SETTINGS_UPDATE';

/** Other communities of the customer the actor may work in and update unit statuses in. */
export async function applyTargets(scope: CommunityScope): Promise<{ id: string; name: string }[]> {
  const rows = await scope.db
    .selectFrom('communities')
    .select(['id', 'name'])
    .where('customer_id', '=', scope.customerId)
    .where('id', '!=', scope.communityId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const allowed: { id: string; name: string }[] = [];
  for (const row of rows) if (await mayUpdateIn(scope, row.id)) allowed.push(row);
  return allowed;
}

async function mayUpdateIn(scope: CommunityScope, communityId: string): Promise<boolean> {
  const isProvider = scope.actor.providerType !== null;
  if (!isProvider && !scope.allCommunities) {
    const assigned = await scope.db
      .selectFrom('customer_user_communities')
      .select('community_id')
      .where('customer_id', '=', scope.customerId)
      .where('customer_user_id', '=', scope.profile.profileId)
      .where('community_id', '=', communityId)
      .executeTakeFirst();
    if (!assigned) return false;
  }
  // The target's licences are visible to row-level security only while acting there.
  const grants = await withinCommunity(scope, communityId, () =>
    loadGrants(
      scope.db,
      {
        providerRole: scope.actor.providerRole,
        profileId: isProvider ? null : scope.profile.profileId,
        customerId: scope.customerId,
        communityId,
      },
      [UPDATE_KEY],
    ),
  );
  return can(
    grants,
    { key: UPDATE_KEY },
    {
      customerId: scope.customerId,
      communityId,
      profile: { type: scope.profile.type, role: scope.profile.role },
    },
  );
}

/**
 * Copies this community's statuses and labels to the chosen communities, in this one
 * transaction: every target is checked first (a community of the customer where the actor may
 * update unit statuses), so either all of them change or none.
 */
export async function applyTo(scope: CommunityScope, communityIds: string[]): Promise<{ applied: number }> {
  const targets = [...new Set(communityIds)];
  const known = await scope.db
    .selectFrom('communities')
    .select('id')
    .where('customer_id', '=', scope.customerId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', targets)
    .execute();
  if (known.length !== targets.length || targets.includes(scope.communityId)) throw new AppError('RECORD_NOT_FOUND');
  for (const id of targets) if (!(await mayUpdateIn(scope, id))) throw new AppError('PERMISSION_DENIED');

  const here = at(scope);
  await ensureCatalogue(scope.db, here);
  const statuses = await statusesOf(scope.db, here).execute();
  const labels = await labelsOf(scope.db, here).execute();
  for (const communityId of targets) {
    // Row-level security lets the transaction touch the target only while it acts there.
    await withinCommunity(scope, communityId, () => copyCatalogue(scope, communityId, statuses, labels));
  }
  return { applied: targets.length };
}

/** Gives one target this community's statuses and labels; the transaction acts in the target. */
async function copyCatalogue(
  scope: CommunityScope,
  communityId: string,
  statuses: StatusRow[],
  labels: LabelRow[],
): Promise<void> {
  const there: At = { customerId: scope.customerId, communityId };
  await ensureCatalogue(scope.db, there);
  for (const status of statuses) {
    if (!defaultStatusByCode.has(status.code)) continue;
    await scope.db
      .updateTable('unit_statuses')
      .set({ name: status.name, description: status.description })
      .where('customer_id', '=', there.customerId)
      .where('community_id', '=', there.communityId)
      .where('code', '=', status.code)
      .execute();
  }
  const keys = labels.flatMap((l) => (l.default_key ? [l.default_key] : []));
  let stale = scope.db
    .deleteFrom('unit_status_labels')
    .where('customer_id', '=', there.customerId)
    .where('community_id', '=', there.communityId);
  if (keys.length)
    stale = stale.where((eb) => eb.or([eb('default_key', 'is', null), eb('default_key', 'not in', keys)]));
  await stale.execute();
  for (const label of labels) {
    const values = {
      status_code: label.status_code,
      name: label.name,
      description: label.description,
      deletable: label.deletable,
      position: label.position,
    };
    const insert = scope.db.insertInto('unit_status_labels').values({
      ...values,
      customer_id: there.customerId,
      community_id: there.communityId,
      default_key: label.default_key,
    });
    await (label.default_key
      ? insert.onConflict((oc) =>
          oc
            .columns(['customer_id', 'community_id', 'default_key'])
            .where('default_key', 'is not', null)
            .doUpdateSet(values),
        )
      : insert
    ).execute();
  }
  await dropUndo(scope.db, there);
}
