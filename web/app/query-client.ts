import { QueryClient, type QueryFunction } from "@tanstack/react-query";

// The data policy: data is fetched once and kept until a mutation invalidates it; nothing
// refetches on its own and nothing is retried, so a failure shows at once instead of after
// three silent attempts.
export function createQueryClient(queryFn: QueryFunction): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn,
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
