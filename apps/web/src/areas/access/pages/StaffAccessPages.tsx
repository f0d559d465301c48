import { staffScreens } from '../components/staffScreens.ts';
import { PersonAddLocationPage } from './PersonAddLocationPage.tsx';
import { PersonAuthorizationsPage } from './PersonAuthorizationsPage.tsx';
import { PersonKeyringManagementPage } from './PersonKeyringManagementPage.tsx';
import { PersonKeyringPage } from './PersonKeyringPage.tsx';
import { PersonPlacePage } from './PersonPlacePage.tsx';

/** A staff member's access screens: the people's pages over the staff's endpoints and routes (D230). */
export const StaffAuthorizationsPage = () => <PersonAuthorizationsPage screens={staffScreens} />;
export const StaffPlacePage = () => <PersonPlacePage screens={staffScreens} />;
export const StaffAddLocationPage = () => <PersonAddLocationPage screens={staffScreens} />;
export const StaffKeyringPage = () => <PersonKeyringPage screens={staffScreens} />;
export const StaffKeyringManagementPage = () => <PersonKeyringManagementPage screens={staffScreens} />;
