/** Without a real API base URL the app runs on the embedded backend (spec'd in design.md). */
export const isMockMode = !import.meta.env.VITE_API_BASE_URL;
