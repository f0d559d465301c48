import type { BaseDirectory, ManagerFile } from '@lintel/contracts/files';

/** Manager configuration (spec part 1 section 3). */
export interface FileManagerConfig {
  managerId: string;
  communityId: string;
  maxNbOfFiles: number;
  selectedFiles?: ManagerFile[];
  /** Offer the library at all. */
  library?: boolean;
  /** Filter tabs shown in the library step; none means no tabs. */
  libraryFilters?: BaseDirectory[];
  libraryDisabled?: boolean;
  uploader: {
    accepts?: string[];
    /** MB, 1 MB = 1,000,000 bytes. */
    maxUploadSize: number;
    copyToDirectory?: BaseDirectory[];
    /** With a main directory, device uploads go through the preview step into it. */
    mainDirectory?: string;
    cropperOptions?: { aspectRatio?: number; cropBoxResizable?: boolean; zoomOnWheel?: boolean };
    /** Tags given to every uploaded file (floor plans use the plan's name). */
    tags?: string[];
  };
}
