import { z } from 'zod';
import { PAGE_SIZE_DEFAULT } from './constants';
import { enumField, id, pounds, requiredString } from './fields';
import { msg } from './messages';
import { pageQuery } from './paging';
import { ZPounds } from './pricing';

/** Single-event campaigns (spec 3 §3, §7): a one-off event of boxes the team asks for and staff price. */
export const SE_CAMPAIGN_STATUSES = ['requested', 'quoted', 'confirmed', 'in_production', 'completed', 'cancelled'] as const;
export type TSeCampaignStatus = (typeof SE_CAMPAIGN_STATUSES)[number];

export const SE_CAMPAIGN_STATUS_LABELS: Record<TSeCampaignStatus, string> = {
  requested: 'Requested',
  quoted: 'Quoted',
  confirmed: 'Confirmed',
  in_production: 'In Production',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const SE_CAMPAIGN_STATUS_COLORS: Record<TSeCampaignStatus, string> = {
  requested: 'blue',
  quoted: 'orange',
  confirmed: 'teal',
  in_production: 'violet',
  completed: 'green',
  cancelled: 'gray',
};

/**
 * The state machine, one place for both sides. The team cancels while requested or quoted and accepts a quote
 * (quoted → confirmed); staff quote a request (a price is needed), take a quote back to requested, confirm on the
 * team's behalf, start production, complete, and cancel anything not yet in production. completed and cancelled are final.
 */
export const SE_TEAM_TRANSITIONS: Record<TSeCampaignStatus, readonly TSeCampaignStatus[]> = {
  requested: ['cancelled'],
  quoted: ['confirmed', 'cancelled'],
  confirmed: [],
  in_production: [],
  completed: [],
  cancelled: [],
};
export const SE_STAFF_TRANSITIONS: Record<TSeCampaignStatus, readonly TSeCampaignStatus[]> = {
  requested: ['quoted', 'cancelled'],
  quoted: ['requested', 'confirmed', 'cancelled'],
  confirmed: ['in_production', 'cancelled'],
  in_production: ['completed'],
  completed: [],
  cancelled: [],
};
export const canTeamMove = (from: TSeCampaignStatus, to: TSeCampaignStatus) => SE_TEAM_TRANSITIONS[from].includes(to);
export const canStaffMove = (from: TSeCampaignStatus, to: TSeCampaignStatus) => SE_STAFF_TRANSITIONS[from].includes(to);
/** The team edits name, boxes and requirements only while its request waits for a quote. */
export const seTeamCanEdit = (s: TSeCampaignStatus) => s === 'requested';
/** Staff set or change the price until the team has accepted it. */
export const seStaffCanPrice = (s: TSeCampaignStatus) => s === 'requested' || s === 'quoted';
/** Files (a brief, artwork) may be added and removed until the event is completed or cancelled: artwork often follows the order. */
export const seFilesOpen = (s: TSeCampaignStatus) => s !== 'completed' && s !== 'cancelled';

/** Boxes per event: at least 10 (fewer is a corporate product order, not an event) and at most 100,000. */
export const SE_BOXES_MIN = 10;
export const SE_BOXES_MAX = 100_000;
export const SE_BOXES_DEFAULT = 100;
export const SE_NAME_MAX = 200;
export const SE_REQ_CONTENT_MAX = 10_000;

/** Files: PDF, PNG, JPEG or WebP (checked by content), 10 MB each, 10 per campaign. */
export const SE_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type TSeFileType = (typeof SE_FILE_TYPES)[number];
export const SE_FILE_EXTENSIONS: Record<TSeFileType, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const SE_FILE_TYPES_LABEL = 'PDF, PNG, JPEG or WebP';
export const SE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const SE_FILES_MAX = 10;

export const SE_LABELS = { name: 'Name', boxesCount: 'Boxes Count', reqContent: 'Requirements', totalPrice: 'Total Price', status: 'Status', file: 'File' } as const;

export const seCampaignTexts = {
  notEditable: 'A single-event campaign can be edited only while it is requested.',
  transition: (from: TSeCampaignStatus, to: TSeCampaignStatus) =>
    `A ${SE_CAMPAIGN_STATUS_LABELS[from].toLowerCase()} single-event campaign cannot be made ${SE_CAMPAIGN_STATUS_LABELS[to].toLowerCase()}.`,
  priceNeeded: 'Set a total price before quoting.',
  notPriceable: 'The price can be changed only while the campaign is requested or quoted.',
  filesClosed: 'Files cannot be changed once the campaign is completed or cancelled.',
  fileRequired: 'File is required.',
  fileTooLarge: `File must be at most ${SE_FILE_MAX_BYTES / 1024 / 1024} MB.`,
  fileType: `File must be a ${SE_FILE_TYPES_LABEL} file.`,
  tooManyFiles: `A single-event campaign can have at most ${SE_FILES_MAX} files.`,
  fileMissing: 'This file is no longer available.',
  quoteChanged: 'The quote has changed. Please review the new price before accepting it.',
} as const;

const boxesCount = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: (iss) => (iss.input === undefined || iss.input === '' ? msg.required(SE_LABELS.boxesCount) : msg.number(SE_LABELS.boxesCount)) })
    .int({ error: msg.number(SE_LABELS.boxesCount) })
    .min(SE_BOXES_MIN, { error: msg.atLeast(SE_LABELS.boxesCount, SE_BOXES_MIN) })
    .max(SE_BOXES_MAX, { error: msg.atMost(SE_LABELS.boxesCount, SE_BOXES_MAX) }),
);

/** POST /teams/{teamId}/se-campaigns: the request (status requested). */
export const ZSeCampaignCreate = z.object({
  name: requiredString(SE_LABELS.name, { max: SE_NAME_MAX }),
  boxes_count: boxesCount,
  req_content: requiredString(SE_LABELS.reqContent, { max: SE_REQ_CONTENT_MAX }),
});
export type TSeCampaignCreate = z.input<typeof ZSeCampaignCreate>;

/**
 * PUT /se-campaigns/{id} by the team: edit the request (while requested), and/or a status move the team may make
 * (accept a quote: confirmed; cancel: cancelled).
 */
export const ZSeCampaignUpdate = z.object({
  name: requiredString(SE_LABELS.name, { max: SE_NAME_MAX }).optional(),
  boxes_count: boxesCount.optional(),
  req_content: requiredString(SE_LABELS.reqContent, { max: SE_REQ_CONTENT_MAX }).optional(),
  status: enumField(SE_LABELS.status, ['confirmed', 'cancelled'] as const).optional(),
  /** With status confirmed: the price the team saw and accepts (pounds); a quote changed meanwhile answers 409. */
  accepted_price: pounds(SE_LABELS.totalPrice, { max: 10_000_000 }).optional(),
});
export type TSeCampaignUpdate = z.input<typeof ZSeCampaignUpdate>;

/** PUT /admin/se-campaigns/{id}: staff set the price (pounds) and/or move the status along SE_STAFF_TRANSITIONS. */
export const ZAdminSeCampaignUpdate = z.object({
  total_price: pounds(SE_LABELS.totalPrice, { max: 10_000_000 }).optional(),
  status: enumField(SE_LABELS.status, SE_CAMPAIGN_STATUSES).optional(),
});
export type TAdminSeCampaignUpdate = z.input<typeof ZAdminSeCampaignUpdate>;

export const ZSeCampaignListQuery = pageQuery(PAGE_SIZE_DEFAULT, ['id']).pick({ page: true, per_page: true });
export const ZAdminSeCampaignListQuery = ZSeCampaignListQuery.extend({ status: z.enum(SE_CAMPAIGN_STATUSES).optional() });

export const ZSeFileParams = z.object({ fileId: id('File') });

export const ZSeCampaignFile = z.object({
  file_id: z.number(),
  name: z.string(),
  content_type: z.string(),
  bytes: z.number(),
  created_at: z.string(),
});
export type TSeCampaignFile = z.infer<typeof ZSeCampaignFile>;

const seCampaignBase = {
  id: z.number(),
  team_id: z.number(),
  name: z.string(),
  boxes_count: z.number(),
  /** Pounds; null until staff price it. */
  total_price: ZPounds.nullable(),
  status: z.enum(SE_CAMPAIGN_STATUSES),
  created_at: z.string(),
};
export const ZSeCampaignListItem = z.object({ ...seCampaignBase, files_count: z.number() });
export type TSeCampaignListItem = z.infer<typeof ZSeCampaignListItem>;
export const ZAdminSeCampaignListItem = ZSeCampaignListItem.extend({ team_name: z.string() });
export type TAdminSeCampaignListItem = z.infer<typeof ZAdminSeCampaignListItem>;

export const ZSeCampaign = z.object({ ...seCampaignBase, req_content: z.string(), updated_at: z.string(), files: z.array(ZSeCampaignFile) });
export type TSeCampaign = z.infer<typeof ZSeCampaign>;
export const ZAdminSeCampaign = ZSeCampaign.extend({ team_name: z.string() });
export type TAdminSeCampaign = z.infer<typeof ZAdminSeCampaign>;
