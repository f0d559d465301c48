import { residentScreens } from '../components/residentScreens.ts';
import { PersonAddLocationPage } from './PersonAddLocationPage.tsx';
import { PersonAuthorizationsPage } from './PersonAuthorizationsPage.tsx';
import { PersonKeyringManagementPage } from './PersonKeyringManagementPage.tsx';
import { PersonKeyringPage } from './PersonKeyringPage.tsx';
import { PersonPlacePage } from './PersonPlacePage.tsx';

/** A resident's access screens: the people's pages over the residents' endpoints and routes (D230). */
export const ResidentAuthorizationsPage = () => <PersonAuthorizationsPage screens={residentScreens} />;
export const ResidentPlacePage = () => <PersonPlacePage screens={residentScreens} />;
export const ResidentAddLocationPage = () => <PersonAddLocationPage screens={residentScreens} />;
export const ResidentKeyringPage = () => <PersonKeyringPage screens={residentScreens} />;
export const ResidentKeyringManagementPage = () => <PersonKeyringManagementPage screens={residentScreens} />;
