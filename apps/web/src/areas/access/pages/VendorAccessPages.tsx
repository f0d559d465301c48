import { vendorScreens } from '../components/vendorScreens.ts';
import { PersonAddLocationPage } from './PersonAddLocationPage.tsx';
import { PersonAuthorizationsPage } from './PersonAuthorizationsPage.tsx';
import { PersonKeyringManagementPage } from './PersonKeyringManagementPage.tsx';
import { PersonKeyringPage } from './PersonKeyringPage.tsx';

/** A vendor's access screens: the people's pages over the vendors' endpoints and routes, no place screen (D230). */
export const VendorAuthorizationsPage = () => <PersonAuthorizationsPage screens={vendorScreens} />;
export const VendorAddLocationPage = () => <PersonAddLocationPage screens={vendorScreens} />;
export const VendorKeyringPage = () => <PersonKeyringPage screens={vendorScreens} />;
export const VendorKeyringManagementPage = () => <PersonKeyringManagementPage screens={vendorScreens} />;
