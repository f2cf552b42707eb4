import { useEffect, useState } from "react";

/**
 * True once React has hydrated (false during server rendering and in browsers without JS).
 * Its own module, re-exported by submit-status.tsx: the chat uses it without the status boxes
 * (decision 029).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
