import { useDeferredValue, type ReactNode } from 'react';
import { Skeleton } from './skeleton';

type QueryContentProps<Data> = {
  query: { data: Data | undefined; isError: boolean };
  /** Said when loading failed. */
  errorMessage: string;
  skeletonClassName: string;
  children: (data: Data) => ReactNode;
};

/**
 * A skeleton while loading, the error in words if it failed, else the content. The content follows the data as a
 * deferred value: an answer arriving (which TanStack Query hands React as an urgent update) draws it in the
 * background, in slices the browser can interrupt, not in one long task while the page is meant to respond.
 */
export function QueryContent<Data>({ query, errorMessage, skeletonClassName, children }: QueryContentProps<Data>) {
  const data = useDeferredValue(query.data);
  if (data !== undefined) return children(data);
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage}
      </p>
    );
  }
  return <Skeleton className={skeletonClassName} />;
}
