import { describe, expect, it } from 'vitest';
import {
  canStaffMove,
  canTeamMove,
  SE_CAMPAIGN_STATUSES,
  SE_STAFF_TRANSITIONS,
  SE_TEAM_TRANSITIONS,
  seFilesOpen,
  seStaffCanPrice,
  seTeamCanEdit,
  ZSeCampaignCreate,
  ZSeCampaignUpdate,
} from './se-campaigns';

const firstErrors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[String(i.path[0])] ??= i.message;
  return out;
};

describe('single-event campaign state machine', () => {
  it('lets the team only cancel a request or a quote, and accept a quote', () => {
    const moves = SE_CAMPAIGN_STATUSES.flatMap((from) => SE_CAMPAIGN_STATUSES.filter((to) => canTeamMove(from, to)).map((to) => `${from}>${to}`));
    expect(moves).toEqual(['requested>cancelled', 'quoted>confirmed', 'quoted>cancelled']);
  });

  it('gives staff the production moves, and nothing leaves completed or cancelled', () => {
    expect(canStaffMove('requested', 'quoted')).toBe(true);
    expect(canStaffMove('confirmed', 'in_production')).toBe(true);
    expect(canStaffMove('in_production', 'completed')).toBe(true);
    expect(canStaffMove('in_production', 'cancelled')).toBe(false);
    expect(canStaffMove('requested', 'completed')).toBe(false);
    for (const final of ['completed', 'cancelled'] as const) {
      expect(SE_STAFF_TRANSITIONS[final]).toEqual([]);
      expect(SE_TEAM_TRANSITIONS[final]).toEqual([]);
    }
  });

  it('every team move is one staff may make too (staff can act for the team)', () => {
    for (const from of SE_CAMPAIGN_STATUSES) for (const to of SE_TEAM_TRANSITIONS[from]) expect(canStaffMove(from, to)).toBe(true);
  });

  it('edits, pricing and files follow the status', () => {
    expect(SE_CAMPAIGN_STATUSES.filter(seTeamCanEdit)).toEqual(['requested']);
    expect(SE_CAMPAIGN_STATUSES.filter(seStaffCanPrice)).toEqual(['requested', 'quoted']);
    expect(SE_CAMPAIGN_STATUSES.filter((s) => !seFilesOpen(s))).toEqual(['completed', 'cancelled']);
  });
});

describe('ZSeCampaignCreate', () => {
  it('takes a form’s strings and trims', () => {
    expect(ZSeCampaignCreate.parse({ name: ' Gala ', boxes_count: '120', req_content: ' Snacks ' })).toEqual({ name: 'Gala', boxes_count: 120, req_content: 'Snacks' });
  });

  it('answers the first message per field', () => {
    expect(firstErrors(ZSeCampaignCreate.safeParse({ name: '', boxes_count: '', req_content: '' }))).toEqual({
      name: 'Name is required.',
      boxes_count: 'Boxes Count is required.',
      req_content: 'Requirements is required.',
    });
    expect(firstErrors(ZSeCampaignCreate.safeParse({ name: 'a', boxes_count: 3, req_content: 'b' }))).toEqual({ boxes_count: 'Boxes Count must be at least 10' });
    expect(firstErrors(ZSeCampaignCreate.safeParse({ name: 'a', boxes_count: true, req_content: 'b' }))).toEqual({ boxes_count: 'Boxes Count must be a number' });
  });

  it('lets the team send only the moves it may make', () => {
    expect(ZSeCampaignUpdate.safeParse({ status: 'confirmed' }).success).toBe(true);
    expect(firstErrors(ZSeCampaignUpdate.safeParse({ status: 'completed' }))).toEqual({ status: 'Status must be one of: confirmed, cancelled.' });
  });
});
