/** The query of the signed-in user's second factor (`GET /api/v1/users/me/second-factor`). */
export const SECOND_FACTOR_KEY = ["second-factor"] as const;
