import { z } from 'zod';
import { LOGO_MAX_BYTES, LOGO_TYPES } from './constants';
import { id } from './fields';
import { paged, perPage, ZPage } from './paging';

/**
 * The team's media gallery (spec 3 §2.5, §7): images a team uploads once and picks for its logo, campaign heroes and
 * action-page images. Stored under random names through the API's storage; the URL serves the re-encoded file.
 */
export const MEDIA_MAX_BYTES = LOGO_MAX_BYTES;
export const MEDIA_TYPES = LOGO_TYPES;
/** A team keeps at most this many images (the storage a team can fill is bounded). */
export const MEDIA_TEAM_MAX = 500;
/** The gallery's grid page sizes (spec 3 §9: grids 12/24/48); the list is paged in SQL, newest first. */
export const MEDIA_PAGE_SIZES = [12, 24, 48] as const;
export const MEDIA_PAGE_SIZE = 24;
export const MEDIA_MODAL_WIDTH = 750;

/** A gallery file name as the API makes it: media-{teamId}-{16 hex}.{ext} (also the seed's). */
export const MEDIA_FILENAME = /^media-[1-9][0-9]{0,9}-[a-f0-9]{16}\.(png|jpg|gif|webp|svg)$/;

export const mediaTexts = {
  title: 'Media gallery',
  empty: 'No images yet. Upload one to use it for your logo, campaigns and action pages.',
  full: `Your media gallery is full (${MEDIA_TEAM_MAX} images). Delete an image before uploading another.`,
  notYours: 'Choose an image from your media gallery.',
  /** Choosing an image copies it, so a logo or hero chosen earlier keeps showing after the gallery's copy is deleted. */
  deleteConfirm: 'Delete this image from your media gallery? This cannot be undone. Logos and heroes already chosen from it keep showing.',
  deleted: 'The image has been deleted.',
  uploaded: 'The image has been uploaded.',
} as const;

/** A media filename in a body: one of the team's gallery names (the service checks it is the team's own). */
export const ZMediaFilename = z
  .string({ error: mediaTexts.notYours })
  .regex(MEDIA_FILENAME, { error: mediaTexts.notYours });

export const ZMediaImage = z.object({
  filename: z.string(),
  url: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_at: z.string(),
});
export type TMediaImage = z.infer<typeof ZMediaImage>;

export const ZMediaList = paged(ZMediaImage);
export type TMediaList = z.infer<typeof ZMediaList>;

export const ZMediaQuery = z.object({ page: ZPage, per_page: perPage(MEDIA_PAGE_SIZE, Math.max(...MEDIA_PAGE_SIZES)) });
export type TMediaQuery = z.infer<typeof ZMediaQuery>;

export const ZMediaParams = z.object({
  teamId: id('Team'),
  filename: z.string().max(60).regex(MEDIA_FILENAME, { error: 'Image not found.' }),
});

/** The URL a stored team file is served at (GET /files/{name}). */
export const teamFileUrl = (name: string) => `/api/v1/files/${name}`;
/** The gallery filename a team file URL names, when it names one. */
export const mediaFilenameOf = (url: string | null | undefined) => {
  const name = url?.split('/').pop() ?? '';
  return MEDIA_FILENAME.test(name) ? name : null;
};

/**
 * PUT /teams/{teamId}/images: the team's logo, action-page hero and action logo chosen from its gallery (a filename
 * the team owns, copied for the use) or cleared (null); fields left out stay as they are.
 */
export const ZTeamImagesUpdate = z.strictObject({
  logo_url: ZMediaFilename.nullable().optional(),
  hero_url: ZMediaFilename.nullable().optional(),
  action_logo_url: ZMediaFilename.nullable().optional(),
});
export type TTeamImagesUpdate = z.infer<typeof ZTeamImagesUpdate>;
