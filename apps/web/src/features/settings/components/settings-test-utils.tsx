// Settings screens' tests share the session helpers of src/test/session.tsx.
export { SLOW, fill, makeTeam, makeUser, mockFetch, renderWithSession, type TFetchCall, type TSessionOpts } from '../../../test/session';
