import { useParams } from 'react-router';
import { MediaLibrary } from './MediaLibraryPage.tsx';

/** Floor plan images (`/media-library/floorplans/:floorplanName/:caller`): the floorplans category, tagged with the plan's name. */
export default function FloorPlanFilesPage() {
  const { floorplanName = '' } = useParams();
  return <MediaLibrary key={floorplanName} category="floorplans" tag={floorplanName} />;
}
