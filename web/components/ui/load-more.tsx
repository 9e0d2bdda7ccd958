import { Button } from "./button";

/**
 * "Weitere laden" under a list paged by keyset (docs/decisions/0062-keyset-pages-and-streams.md);
 * nothing when no rows follow.
 */
export function LoadMore({
  next,
  loading,
  onLoad,
}: {
  next: string | null;
  loading: boolean;
  onLoad(): void;
}) {
  if (!next) return null;
  return (
    <Button variant="secondary" className="self-start py-2" disabled={loading} onClick={onLoad}>
      {loading ? "Wird geladen …" : "Weitere laden"}
    </Button>
  );
}
