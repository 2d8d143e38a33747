// The four categories the home page offers (spec: offices, shared workspaces, meeting
// rooms, desks). `value` is what the listing receives as its `category` filter.
export const CATEGORIES = [
  { id: 'offices', value: 'private_office' },
  { id: 'shared', value: 'shared_workspace' },
  { id: 'meeting', value: 'meeting_room' },
  { id: 'desks', value: 'desk' },
] as const;
