export { type Session, SessionProvider, type SessionProviderProps } from "./SessionProvider";
export {
  clearStoredUser,
  homePathFor,
  parseStoredUser,
  readStoredUser,
  STORED_USER_ID_KEY,
  STORED_USER_KEY,
  STORED_USER_TYPE_KEY,
  writeStoredUser,
} from "./storedUser";
export { useSession } from "./useSession";
