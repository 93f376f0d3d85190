import { createContext } from 'react';

/** What a `<GalleryImage>` inside a `<Gallery>` knows: how to open the larger view at itself. */
export interface GalleryItem {
  open: () => void;
}

/** Set by `Gallery` around each of its images; absent for an image outside a gallery. */
export const GalleryItemContext = createContext<GalleryItem | undefined>(undefined);
