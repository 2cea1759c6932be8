/** Grey placeholders shown while content loads; hidden from assistive technology (a status says "loading"). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span className={`skeleton ${className}`.trim()} aria-hidden="true" />;
}

export function CardGridSkeleton({ count }: { count: number }) {
  return (
    <div className="card-grid" role="status" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div className="product-card" key={index}>
          <Skeleton className="skeleton--image" />
          <Skeleton className="skeleton--line" />
          <Skeleton className="skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}

export function TextSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div role="status" aria-busy="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className="skeleton--line" />
      ))}
    </div>
  );
}
