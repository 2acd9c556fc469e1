import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

type QueryContentProps<Data> = {
  query: { data: Data | undefined; isError: boolean };
  /** Said when loading failed. */
  errorMessage: string;
  skeletonClassName: string;
  children: (data: Data) => ReactNode;
};

/** A skeleton while loading, the error in words if it failed, else the content. */
export function QueryContent<Data>({ query, errorMessage, skeletonClassName, children }: QueryContentProps<Data>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage}
      </p>
    );
  }
  return <Skeleton className={skeletonClassName} />;
}
