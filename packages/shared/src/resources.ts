/** Resources (spec 3 §2.9, §3 resource; issue 17): guides with a downloadable PDF, and walkthroughs. */
export const RESOURCE_POST_TYPES = ['guide', 'walkthrough'] as const;
export type TResourcePostType = (typeof RESOURCE_POST_TYPES)[number];
export const RESOURCE_STATUSES = ['draft', 'published'] as const;
export type TResourceStatus = (typeof RESOURCE_STATUSES)[number];
/** Spec 3 §9. */
export const RESOURCES_PAGE_SIZE = 24;
