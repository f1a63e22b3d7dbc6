// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import {
  clearStoredUser,
  homePathFor,
  parseStoredUser,
  readStoredUser,
  STORED_USER_ID_KEY,
  STORED_USER_KEY,
  STORED_USER_TYPE_KEY,
  writeStoredUser,
} from "./storedUser";

describe("parseStoredUser", () => {
  it("reads a stored user", () => {
    expect(parseStoredUser('{"id":"u1","userType":"provider","name":"Khalid"}')).toEqual({
      id: "u1",
      userType: "provider",
      name: "Khalid",
    });
  });

  it("keeps the email when there is one and turns a numeric id into text", () => {
    expect(
      parseStoredUser('{"id":7,"userType":"customer","name":"Aisha","email":"aisha@example.ae"}'),
    ).toEqual({ id: "7", userType: "customer", name: "Aisha", email: "aisha@example.ae" });
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{oops"],
    ["a JSON string", '"user"'],
    ["an array", "[]"],
    ["JSON null", "null"],
    ["no id", '{"userType":"customer","name":"A"}'],
    ["an empty id", '{"id":"","userType":"customer","name":"A"}'],
    ["an unknown role", '{"id":"u1","userType":"superuser","name":"A"}'],
    ["no name", '{"id":"u1","userType":"customer"}'],
  ])("refuses %s", (_case, raw) => {
    expect(parseStoredUser(raw)).toBeNull();
  });
});

describe("stored user in local storage", () => {
  beforeEach(() => localStorage.clear());

  it("writes the user, its id and its type, and reads them back", () => {
    writeStoredUser(localStorage, { id: "u9", userType: "admin", name: "Ops" });
    expect(localStorage.getItem(STORED_USER_ID_KEY)).toBe("u9");
    expect(localStorage.getItem(STORED_USER_TYPE_KEY)).toBe("admin");
    expect(readStoredUser(localStorage)).toEqual({ id: "u9", userType: "admin", name: "Ops" });
  });

  it("removes a stored user that cannot be parsed, with its id and type", () => {
    localStorage.setItem(STORED_USER_KEY, "{broken");
    localStorage.setItem(STORED_USER_ID_KEY, "u1");
    localStorage.setItem(STORED_USER_TYPE_KEY, "customer");
    expect(readStoredUser(localStorage)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("clears everything on logout", () => {
    writeStoredUser(localStorage, { id: "u1", userType: "customer", name: "Aisha" });
    clearStoredUser(localStorage);
    expect(localStorage.length).toBe(0);
  });
});

describe("homePathFor", () => {
  it("sends providers to /provider and everyone else home", () => {
    expect(homePathFor("provider")).toBe("/provider");
    expect(homePathFor("customer")).toBe("/");
    expect(homePathFor("admin")).toBe("/");
  });
});
