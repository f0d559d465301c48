import { defineEndpoint } from './endpoint.ts';
import { appPermissionsResponse } from './permissions.ts';
import * as z from './zod.ts';

/**
 * The community switches the IoT permission read carries besides the permissions (spec part 1
 * section 7: "IoT reads permissions plus the firekey setting, si_integration setting and
 * energyManagement toggle"), under the spec's own names. Off unless the community turned them on.
 */
export const iotPermissionSettings = z.object({
  /** The fire key tile is removed (replaced by a disabled marker) unless this is on. */
  firekey: z.boolean(),
  /** The sensor-industries integration: sensor industries read is removed unless this is on. */
  si_integration: z.boolean(),
  /** Demand response (OCST read) is removed unless this toggle is on. */
  energyManagement: z.boolean(),
  /** Beyond the spec's three: the NFC wallet feature of this deployment (wallet passes are hidden when it is off, D243). */
  nfcWallet: z.boolean(),
});
export type IotPermissionSettings = z.infer<typeof iotPermissionSettings>;

export const read = defineEndpoint({
  id: 'permissions.iotPermissions',
  method: 'GET',
  path: '/api/iot/permissions',
  summary:
    "IoT's permission read: the caller's granted IoT permission names in the selected community, with the community's firekey, si_integration and energyManagement switches.",
  access: {
    auth: 'session',
    tenant: 'community',
    permission: null,
    reason: 'Everyone may read their own permissions and the switches the portal gates IoT screens with.',
  },
  response: appPermissionsResponse.extend({ settings: iotPermissionSettings }),
});
