import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { FetchError } from "./FetchError.tsx";
import { SkeletonRows } from "./Skeleton.tsx";

type QueryContentProps<T> = {
  query: UseQueryResult<T>;
  /** Placeholder rows while loading, shaped like what will arrive. */
  skeleton: { count: number; height: string };
  errorMessage: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
};

// The four states of a fetched list, in the same order everywhere: loading, failed (with
// 'Try again'), empty, and the data itself.
export function QueryContent<T>({ query, skeleton, errorMessage, isEmpty, empty, children }: QueryContentProps<T>) {
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <SkeletonRows count={skeleton.count} height={skeleton.height} />
      </div>
    );
  }
  if (query.isError) return <FetchError message={errorMessage} onRetry={() => void query.refetch()} />;
  return <>{isEmpty(query.data) ? empty : children(query.data)}</>;
}
