export type TClock = { now: () => Date };
export const systemClock: TClock = { now: () => new Date() };
