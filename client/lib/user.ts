import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../contract/auth";
import { ApiRequestError, apiJson } from "./api-client";

/** The signed-in user, or null: a 401 means nobody is signed in (spec section 7). */
export async function fetchUser(): Promise<User | null> {
  try {
    return await apiJson<User>("GET", "/api/user");
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: ["user"], queryFn: fetchUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
