// Rating figures of reviews: count, mean (one decimal) and the 1..5 star distribution;
// a unit's "points" on the dashboard (spec: unit points) are its mean on a 0..100 scale.
export interface RatingStats {
  count: number;
  average: number;
  /** Reviews with 1, 2, 3, 4 and 5 stars. */
  distribution: [number, number, number, number, number];
}

export function ratingStats(ratings: readonly number[]): RatingStats {
  const distribution: RatingStats['distribution'] = [0, 0, 0, 0, 0];
  let sum = 0;
  let count = 0;
  for (const r of ratings) {
    if (!Number.isInteger(r) || r < 1 || r > 5) continue;
    distribution[r - 1] += 1;
    sum += r;
    count += 1;
  }
  return { count, average: count ? Math.round((sum / count) * 10) / 10 : 0, distribution };
}

/** 0..100 points from a 0..5 mean. */
export const ratingPoints = (average: number) =>
  Math.max(0, Math.min(100, Math.round(average * 20)));
